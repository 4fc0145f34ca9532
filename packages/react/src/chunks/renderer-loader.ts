/**
 * `#renderer` as servers, tests and any non-browser build get it: the React block renderer
 * (every block component, `<Block>`, actions, animations, repeat) is bundled and available at
 * once, so a server render stays synchronous. Browser builds resolve the `browser` condition
 * to `renderer-loader.browser.ts`.
 * @module
 */
import * as rendererModule from './renderer.ts'

/**
 * What the renderer module (`chunks/renderer.ts`) exports; its browser chunk
 * (`renderer.browser.ts`) exports the same, without the static-HTML writers.
 */
export type RendererModule = typeof rendererModule

/** The renderer when it is available synchronously: always, in this build. */
export function getLoadedRenderer(): RendererModule | undefined {
  return rendererModule
}

/** Nothing to do: the renderer is at hand in this build (see `bundleRenderer`). */
export function provideRenderer(_module: RendererModule): void {}

/** Resolves to the renderer module (at once, in this build). */
export function loadRenderer(): Promise<RendererModule> {
  return Promise.resolve(rendererModule)
}

/** The renderer, in a component's render: at once, in this build. */
export function useRenderer(): RendererModule {
  return rendererModule
}
