/**
 * `#renderer` in browser builds (the `browser` import condition): the React block renderer is a
 * separate chunk, fetched with a dynamic `import()` only when content has a block the static
 * HTML path cannot render (code, interactive or custom blocks). Content made only of static
 * blocks hydrates without it.
 * @module
 */
import { use } from 'react'
import type { RendererModule } from './renderer-loader.ts'

export type { RendererModule }

/** A promise as React's `use()` reads it without suspending once it has settled. */
type TrackedPromise<T> = Promise<T> & { status?: 'fulfilled'; value?: T }

let loaded: RendererModule | undefined
let loading: TrackedPromise<RendererModule> | undefined

/** The renderer once its chunk has loaded, else `undefined`. */
export function getLoadedRenderer(): RendererModule | undefined {
  return loaded
}

/** Loads the renderer chunk (once: later calls return the same promise). */
export function loadRenderer(): Promise<RendererModule> {
  if (!loading) {
    const promise: TrackedPromise<RendererModule> = import('./renderer.ts').then((module) => {
      loaded = module
      promise.status = 'fulfilled'
      promise.value = module
      return module
    })
    loading = promise
  }
  return loading
}

/**
 * The renderer, in a component's render: suspends until the chunk has loaded. Always through
 * `use()`, so a render that suspended and its retry make the same calls.
 */
export function useRenderer(): RendererModule {
  return use(loadRenderer())
}
