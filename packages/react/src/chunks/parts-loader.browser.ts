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
import { createChunkLoad } from './chunk-loads.ts'
import type { RendererParts } from './parts-loader.ts'

export type { RendererParts }

/**
 * The parts: `getLoadedParts` once their chunk has loaded, `loadParts` starts the load (once,
 * again after a failure), `useParts` in a component's render (suspends until loaded), and
 * `provideParts` for the parts bundled by `bundleRenderer` (nothing waits for the chunk).
 */
export const {
  loaded: getLoadedParts,
  load: loadParts,
  use: useParts,
  provide: provideParts,
} = createChunkLoad<RendererParts>(() => import('./renderer-parts.ts'))
