/**
 * The React renderer of blocks as servers, tests and any non-browser build get it:
 * `<BlockItems>` (with `<Block>`: bindings, actions, repeat, animations, error isolation), every
 * built-in block's component and CSS, and the static-HTML planner with every built-in block's
 * HTML writer (the parts only some content needs are `#renderer-parts`). Loaded through `#renderer`, at once. Browser builds load
 * `renderer.browser.ts` as a chunk instead: the same without the HTML writers.
 * @module
 */
import { BUILT_IN_HTML as WRITERS } from '../blocks/built-in-html.ts'
import type { BuiltInHtmlWriters } from '../blocks/built-in-html.ts'

export { BlockItems } from '../blocks-renderer/block-list.tsx'
export { BUILT_IN_COMPONENTS } from '../blocks/built-in-components.ts'
export { BUILT_IN_CSS } from '../blocks/built-in-css.ts'
export { planStaticBlockList } from '#list-plan'

/** The static-HTML writer of each built-in block described by a tree (`builtInHtml`). */
export const BUILT_IN_HTML: BuiltInHtmlWriters = WRITERS
