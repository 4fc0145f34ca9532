/**
 * @tessera/core/evaluator-loader in browser builds (the `browser` export condition): the
 * evaluator is a separate chunk, fetched with a dynamic `import()` on first use, so pages
 * whose content has no code never download it.
 * @module
 */
import type { EvaluatorModule } from './evaluator-loader.ts'

export type { EvaluatorModule }

/** The evaluator module when it is available synchronously: never, in this build. */
export function getLoadedEvaluator(): EvaluatorModule | undefined {
  return undefined
}

/** Loads the evaluator chunk (the module system caches it: later calls are cheap). */
export function loadEvaluator(): Promise<EvaluatorModule> {
  return import('./index.ts')
}
