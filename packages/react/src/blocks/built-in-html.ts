/**
 * The static-HTML writer of every built-in block described by a tree function, by block name:
 * derived from `BUILT_IN_COMPONENTS` (each such component carries its `tree`). Part of the
 * renderer as servers get it (`chunks/renderer.ts`): the definitions refer to these by name only
 * (`builtInHtml`). Browser builds have no writers: a list the server did not write renders
 * through the React components (see `chunks/renderer.browser.ts`, `#list-plan`).
 * @module
 */
import { treeHtml } from './block-tree.tsx'
import type { BlockHtmlWriter, TreeComponent } from './block-tree.tsx'
import { BUILT_IN_COMPONENTS } from './built-in-components.ts'
import type { StaticHtmlBlockName } from './built-in-components.ts'

export type { BlockHtmlWriter } from './block-tree.tsx'
export type { StaticHtmlBlockName } from './built-in-components.ts'

/** Static-HTML writers of built-in blocks by name; none in browser builds (see above). */
export type BuiltInHtmlWriters = Readonly<Partial<Record<StaticHtmlBlockName, BlockHtmlWriter>>>

/** Static-HTML writers of built-in blocks by the name content uses (`component.name`). */
export const BUILT_IN_HTML = Object.fromEntries(
  Object.entries(BUILT_IN_COMPONENTS).flatMap(([name, component]) => {
    const tree = (component as Partial<TreeComponent<never>>).tree
    return tree === undefined ? [] : [[name, treeHtml(tree)]]
  }),
) as Readonly<Record<StaticHtmlBlockName, BlockHtmlWriter>>
