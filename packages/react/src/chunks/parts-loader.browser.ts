/**
 * `#renderer-parts` in browser builds (the `browser` import condition): the parts of the React
 * renderer that only some content needs (`renderer-parts.ts`) are one chunk, fetched with a
 * dynamic `import()` the first time content needs one of them, so a page with interactive
 * blocks loads none of them:
 * - the event handlers of blocks with `actions` (author code: such content loads the evaluator
 *   too, and `<Content>` starts both loads together);
 * - the code that runs `pageLoad` and `scrollInView` animations, once such a block has mounted
 *   (it shows as rendered until then; hover animations are plain CSS);
 * - the content's CSS, written only for content the server did not render (while hydrating,
 *   the server's `<style>` is kept).
 * @module
 */
import type { RendererParts } from './parts-loader.ts'
import { trackedImport } from './tracked-import.ts'
import type { TrackedPromise } from './tracked-import.ts'
import { useLoaded } from './use-loaded.ts'

export type { RendererParts }

let loading: TrackedPromise<RendererParts> | undefined

/** The parts once their chunk has loaded, else `undefined`. */
export function getLoadedParts(): RendererParts | undefined {
  return loading?.value
}

/** Loads the parts' chunk (once: later calls return the same promise, but after a failure). */
export function loadParts(): Promise<RendererParts> {
  loading ??= trackedImport(
    () => import('./renderer-parts.ts'),
    () => (loading = undefined),
  )
  return loading
}

/** The parts, in a component's render: suspends until their chunk has loaded. */
export function useParts(): RendererParts {
  return useLoaded(loadParts())
}

/** Makes `parts` (bundled by `bundleRenderer`) the loaded ones: nothing waits for the chunk. */
export function provideParts(parts: RendererParts): void {
  const provided: TrackedPromise<RendererParts> = Promise.resolve(parts)
  provided.status = 'fulfilled'
  provided.value = parts
  loading = provided
}
