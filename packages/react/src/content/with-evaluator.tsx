/**
 * Hands `<Content>` the evaluator. Servers, tests and other non-browser builds have it at once
 * (`@tessera/core/evaluator-loader` imports it statically), so a server render stays
 * synchronous. In browser builds (the `browser` condition) it is a separate chunk, loaded only
 * for content that needs it: rendering suspends until it arrives (during hydration React keeps
 * the server HTML meanwhile), and the loaded component adds no element, so the HTML is the same.
 * @module
 */
import { getLoadedEvaluator, loadEvaluator } from '@tessera/core/evaluator-loader'
import type { EvaluatorModule } from '@tessera/core/evaluator-loader'
import { lazy } from 'react'
import type { ReactNode } from 'react'

/** Creates an evaluator (`createEvaluator` of `@tessera/core/evaluator`). */
export type CreateEvaluator = EvaluatorModule['createEvaluator']

/** What {@link withEvaluator} renders with the evaluator factory, or `undefined` without one. */
export type RenderWithEvaluator = (create: CreateEvaluator | undefined) => ReactNode

const EvaluatorLoaded = lazy(async () => {
  const { createEvaluator } = await loadEvaluator()
  return {
    default: function EvaluatorLoaded({ render }: { render: RenderWithEvaluator }) {
      return render(createEvaluator)
    },
  }
})

/**
 * Renders `render(createEvaluator)` when the evaluator is at hand (always outside browser
 * builds); in a browser build, once its chunk is loaded when `isNeeded`, else
 * `render(undefined)` at once, without loading it.
 */
export function withEvaluator(isNeeded: boolean, render: RenderWithEvaluator): ReactNode {
  const loaded = getLoadedEvaluator()
  if (loaded) return render(loaded.createEvaluator)
  return isNeeded ? <EvaluatorLoaded render={render} /> : render(undefined)
}
