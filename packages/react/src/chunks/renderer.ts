/**
 * The React renderer of blocks: `<BlockList>` (with `<Block>`: bindings, actions, repeat,
 * animations, error isolation), every built-in block's component, the static-HTML planner
 * with every built-in block's HTML writer, and the content's CSS. Loaded through `#renderer`: at once outside browser
 * builds, as a chunk in them.
 * @module
 */
export { BlockItems } from '../blocks-renderer/block-list.tsx'
export { BUILT_IN_COMPONENTS } from '../blocks/built-in-components.ts'
export { BUILT_IN_CSS, BUILT_IN_HTML } from '../blocks/built-in-html.ts'
export { planStaticBlockList } from '../static-html/static-block-list.ts'
export { getContentCss } from '../styles/get-content-css.ts'
