/**
 * `@tessera/react/renderer`: for sites whose pages mostly need the React renderer (widgets,
 * forms, code, custom components). Browser builds otherwise load it as a chunk when a block
 * list first needs it; a list that waits for it while hydrating holds up the whole page's
 * hydration, and React 19 renders the page again and again until the chunk arrives (on the
 * demo home, 34 to 779 renders of the page's `<Content>` in 10 loads).
 * @module
 */
import { provideBlocks } from '#block-chunks'
import { provideRenderer } from '#renderer'
import { provideParts } from '#renderer-parts'
import { CHUNK_BLOCKS } from './chunk-blocks.ts'
import * as parts from './renderer-parts.ts'
import * as renderer from './renderer.browser.ts'

/**
 * Bundles the React renderer, with the built-in blocks and the renderer's parts browser builds
 * otherwise load from chunks of their own (`#block-chunks`, `#renderer-parts`), with the calling
 * module and makes them the loaded ones, so no list and no block waits for a chunk. Call once at module scope of a client component
 * (`'use client'`) that renders `<Content>`; a no-op outside browser builds. Pages of static
 * blocks then load the renderer's code too (about 28 KB gzip).
 * @example
 * 'use client'
 * import { Content } from '@tessera/react'
 * import { bundleRenderer } from '@tessera/react/renderer'
 * bundleRenderer()
 */
export function bundleRenderer(): void {
  provideRenderer(renderer)
  provideParts(parts)
  provideBlocks(CHUNK_BLOCKS)
}
