/**
 * `#renderer-parts` as servers, tests and any non-browser build get it: the parts of the React
 * renderer that only some content needs (`renderer-parts.ts`) are bundled and available at
 * once. Browser builds resolve the `browser` condition to `parts-loader.browser.ts`.
 * @module
 */
import * as parts from './renderer-parts.ts'

/** The renderer's parts that only some content needs, by name (`renderer-parts.ts`). */
export type RendererParts = typeof parts

/** The parts when they are available synchronously: always, in this build. */
export function getLoadedParts(): RendererParts | undefined {
  return parts
}

/** Resolves to the parts (at once, in this build). */
export function loadParts(): Promise<RendererParts> {
  return Promise.resolve(parts)
}

/** The parts, in a component's render: at once, in this build. */
export function useParts(): RendererParts {
  return parts
}

/** Nothing to do: the parts are at hand in this build (see `bundleRenderer`). */
export function provideParts(_parts: RendererParts): void {}
