/**
 * @tessera/core/evaluator-loader, as servers, tests and any non-browser build get it: the
 * evaluator is bundled and available at once, so a server render stays synchronous. Browser
 * builds resolve the `browser` condition to `evaluator-loader.browser.ts` instead.
 * @module
 */
import * as evaluatorModule from './index.ts'

/** What `@tessera/core/evaluator` exports. */
export type EvaluatorModule = typeof evaluatorModule

/** The evaluator module when it is available synchronously: always, in this build. */
export function getLoadedEvaluator(): EvaluatorModule | undefined {
  return evaluatorModule
}

/** Resolves to the evaluator module (at once, in this build). */
export function loadEvaluator(): Promise<EvaluatorModule> {
  return Promise.resolve(evaluatorModule)
}
