/**
 * `#renderer` in browser builds (the `browser` import condition): the React block renderer is a
 * separate chunk (`renderer.browser.ts`), fetched with a dynamic `import()` only when content has a block the static
 * HTML path cannot render (code, interactive or custom blocks). Content made only of static
 * blocks hydrates without it.
 * @module
 */
import { createChunkLoad } from './chunk-loads.ts'
import type { RendererModule } from './renderer-loader.ts'

export type { RendererModule }

/**
 * The renderer: `getLoadedRenderer` once its chunk has loaded, `loadRenderer` starts the load
 * (once, again after a failure), `useRenderer` in a component's render (suspends until loaded,
 * always through `use()` on React 19, so a render that suspended and its retry make the same
 * calls), and `provideRenderer` for the renderer `bundleRenderer` imports statically (lists
 * then never wait for the chunk).
 */
export const {
  loaded: getLoadedRenderer,
  load: loadRenderer,
  use: useRenderer,
  provide: provideRenderer,
} = createChunkLoad<RendererModule>(() => import('./renderer.browser.ts'))
