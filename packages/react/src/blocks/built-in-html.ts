/**
 * The static-HTML writer (and CSS) of every built-in block described by a tree function, by block name:
 * derived from `BUILT_IN_COMPONENTS` (each such component carries its `tree`). Part of the
 * renderer chunk (`lazy/renderer.ts`): the definitions refer to these by name only
 * (`builtInHtml`), so a browser bundle carries them only when a list has to be planned in the
 * browser rather than taken over from the server's HTML (see `#renderer`, `#server-html`).
 * @module
 */
import { treeHtml } from './block-tree.tsx'
import type { BlockHtmlWriter, TreeComponent } from './block-tree.tsx'
import { BUILT_IN_COMPONENTS } from './built-in-components.ts'
import type { StaticHtmlBlockName } from './built-in-components.ts'
import type { BlockCss } from '../types.ts'

export type { BlockHtmlWriter } from './block-tree.tsx'
export type { StaticHtmlBlockName } from './built-in-components.ts'

/** Static-HTML writers of built-in blocks by the name content uses (`component.name`). */
export const BUILT_IN_HTML = Object.fromEntries(
  Object.entries(BUILT_IN_COMPONENTS).flatMap(([name, component]) => {
    const tree = (component as Partial<TreeComponent<never>>).tree
    return tree === undefined ? [] : [[name, treeHtml(tree)]]
  }),
) as Readonly<Record<StaticHtmlBlockName, BlockHtmlWriter>>

/** The CSS of built-in blocks described by a tree that have some (`treeComponent`'s `css`). */
export const BUILT_IN_CSS = Object.fromEntries(
  Object.entries(BUILT_IN_COMPONENTS).flatMap(([name, component]) => {
    const css = (component as Partial<TreeComponent<never>>).css
    return css === undefined ? [] : [[name, css]]
  }),
) as Readonly<Partial<Record<StaticHtmlBlockName, BlockCss>>>
