/**
 * The component a built-in block loaded from its own chunk in browser builds refers to (see
 * `#block-chunks`). Servers, tests and other non-browser builds get the real component at once.
 * In browser builds it is a small stand-in that renders the real one from the block's chunk,
 * suspending until it has loaded (during hydration React keeps the server HTML meanwhile); it
 * adds no element.
 * @module
 */
import { getLoadedBlock, useChunkBlock } from '#block-chunks'
import type { ChunkBlockName } from './chunk-block-name.ts'
import { chunkStandIn } from './chunk-stand-in.ts'

/** The component of the chunk block `name`, typed as the real one (`T`; see the module comment). */
export function chunkBlock<T>(name: ChunkBlockName): T {
  const useComponent = () => useChunkBlock(name)
  return chunkStandIn(name, getLoadedBlock(name), useComponent) as unknown as T
}
