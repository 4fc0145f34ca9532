/**
 * `#block-chunks` as servers, tests and any non-browser build get it: the components of the
 * built-in blocks that browser builds load as chunks of their own (`ChunkBlockName`) are
 * bundled and available at once, so a server render stays synchronous. Browser builds resolve
 * the `browser` condition to `block-loader.browser.ts`.
 * @module
 */
import type { ChunkBlockName } from '../blocks/chunk-block-name.ts'
import { CHUNK_BLOCKS } from './chunk-blocks.ts'
import type { ChunkBlockComponent } from './chunk-blocks.ts'

export type { ChunkBlockComponent }

/** The block's component when it is available synchronously: always, in this build. */
export function getLoadedBlock(name: ChunkBlockName): ChunkBlockComponent | undefined {
  return CHUNK_BLOCKS[name]
}

/** The block's component, in a component's render: at once, in this build. */
export function useChunkBlock(name: ChunkBlockName): ChunkBlockComponent {
  return CHUNK_BLOCKS[name]
}

/** Nothing to do: every chunk block is at hand in this build (see `bundleRenderer`). */
export function provideBlocks(
  _blocks: Readonly<Record<ChunkBlockName, ChunkBlockComponent>>,
): void {}
