/**
 * `#block-chunks` in browser builds (the `browser` import condition): the built-in blocks most
 * pages do not have (`ChunkBlockName`) are two chunks, the form blocks and the others, fetched
 * with a dynamic `import()` the first time content renders one of them, so the renderer chunk a
 * page with interactive blocks loads carries none of them.
 * @module
 */
import { createChunkLoads } from './chunk-loads.ts'
import { useLoaded } from './use-loaded.ts'
import type { ChunkBlockComponent } from './chunk-blocks.ts'
import type { ChunkBlockName } from '../blocks/chunk-block-name.ts'

export type { ChunkBlockComponent }

type Load = () => Promise<ChunkBlockComponent>

const form = () => import('../blocks/form/form-blocks.ts')
const rare = () => import('../blocks/rare-blocks.ts')

const IMPORTS: Readonly<Record<ChunkBlockName, Load>> = {
  Video: () => rare().then((m) => m.Video),
  Embed: () => rare().then((m) => m.Embed),
  'Custom Code': () => rare().then((m) => m.CustomCode),
  'Form:Form': () => form().then((m) => m.Form),
  'Form:Input': () => form().then((m) => m.Input),
  'Form:Select': () => form().then((m) => m.Select),
  'Form:TextArea': () => form().then((m) => m.TextArea),
  'Form:Label': () => form().then((m) => m.Label),
  'Form:SubmitButton': () => form().then((m) => m.SubmitButton),
  Symbol: () => rare().then((m) => m.Symbol),
  'Core:Router': () => rare().then((m) => m.Router),
  Slot: () => rare().then((m) => m.Slot),
  'Builder:StateProvider': () => rare().then((m) => m.StateProvider),
  'Builder:Mutation': () => rare().then((m) => m.Mutation),
  PersonalizationContainer: () => rare().then((m) => m.PersonalizationContainer),
}

const loads = createChunkLoads(IMPORTS)

/**
 * Makes `blocks` (bundled with the renderer by `bundleRenderer`) the loaded components: a chunk
 * block then never waits for its chunk.
 */
export function provideBlocks(blocks: Readonly<Record<ChunkBlockName, ChunkBlockComponent>>): void {
  for (const [name, component] of Object.entries(blocks) as [
    ChunkBlockName,
    ChunkBlockComponent,
  ][]) {
    loads.provide(name, component)
  }
}

/** The block's component once its chunk has loaded, else `undefined`. */
export function getLoadedBlock(name: ChunkBlockName): ChunkBlockComponent | undefined {
  return loads.loaded(name)
}

/** The block's component, in a component's render: suspends until its chunk has loaded. */
export function useChunkBlock(name: ChunkBlockName): ChunkBlockComponent {
  return useLoaded(loads.load(name))
}
