/**
 * The React renderer of blocks in browser builds: a chunk, loaded through `#renderer` the first
 * time a list needs it (or bundled, `bundleRenderer`). What `renderer.ts` has but the static-HTML
 * writers: a browser takes static HTML over from the server's page (`#server-html`,
 * `#server-pieces`) and renders any other list through the blocks' React components, which give
 * the same elements (both are derived from each block's tree), so it never writes HTML.
 * @module
 */
import type { BuiltInHtmlWriters } from '../blocks/built-in-html.ts'

export { BlockItems } from '../blocks-renderer/block-list.tsx'
export { BUILT_IN_COMPONENTS } from '../blocks/built-in-components.ts'
export { BUILT_IN_CSS } from '../blocks/built-in-css.ts'
export { planStaticBlockList } from '#list-plan'

/** No static-HTML writers in browser builds (see the module comment). */
export const BUILT_IN_HTML: BuiltInHtmlWriters = {}
