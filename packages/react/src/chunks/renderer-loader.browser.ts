/**
 * `#renderer` in browser builds (the `browser` import condition): the React block renderer is a
 * separate chunk (`renderer.browser.ts`), fetched with a dynamic `import()` only when content has a block the static
 * HTML path cannot render (code, interactive or custom blocks). Content made only of static
 * blocks hydrates without it.
 * @module
 */
import type { RendererModule } from './renderer-loader.ts'
import { trackedImport } from './tracked-import.ts'
import { useLoaded } from './use-loaded.ts'
import type { TrackedPromise } from './tracked-import.ts'

export type { RendererModule }

let loading: TrackedPromise<RendererModule> | undefined

/** The renderer once its chunk has loaded, else `undefined`. */
export function getLoadedRenderer(): RendererModule | undefined {
  return loading?.value
}

/** Loads the renderer chunk (once: later calls return the same promise). */
export function loadRenderer(): Promise<RendererModule> {
  loading ??= trackedImport(
    () => import('./renderer.browser.ts'),
    () => (loading = undefined),
  )
  return loading
}

/**
 * Makes `module` (the renderer, imported statically by `bundleRenderer`) the loaded renderer:
 * lists then never wait for the chunk.
 */
export function provideRenderer(module: RendererModule): void {
  const provided: TrackedPromise<RendererModule> = Promise.resolve(module)
  provided.status = 'fulfilled'
  provided.value = module
  loading = provided
}

/**
 * The renderer, in a component's render: suspends until the chunk has loaded. Always through
 * `use()` (React 19; {@link useLoaded}), so a render that suspended and its retry make the same calls.
 */
export function useRenderer(): RendererModule {
  return useLoaded(loadRenderer())
}
