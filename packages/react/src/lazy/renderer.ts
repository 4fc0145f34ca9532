/**
 * The React renderer of blocks: `<BlockList>` (with `<Block>`: bindings, actions, repeat,
 * animations, error isolation) and every built-in block's component. Loaded through
 * `#renderer`: at once outside browser builds, as a chunk in them.
 * @module
 */
export { BlockItems } from '../blocks-renderer/block-list.tsx'
export { BUILT_IN_COMPONENTS } from '../blocks/built-in-components.ts'
