/**
 * The CSS of every built-in block described by a tree function that has some (`treeComponent`'s
 * `css`), by block name: derived from `BUILT_IN_COMPONENTS`. Part of the renderer
 * (`chunks/renderer.ts`, and its browser chunk `renderer.browser.ts`): the definitions refer to
 * it by name only (`builtInCss`). Apart from the static-HTML writers (`built-in-html.ts`),
 * which browser builds do without.
 * @module
 */
import type { TreeComponent } from './block-tree.tsx'
import { BUILT_IN_COMPONENTS } from './built-in-components.ts'
import type { StaticHtmlBlockName } from './built-in-components.ts'
import type { BlockCss } from '../types.ts'

/** The CSS of built-in blocks described by a tree that have some (`treeComponent`'s `css`). */
export const BUILT_IN_CSS = Object.fromEntries(
  Object.entries(BUILT_IN_COMPONENTS).flatMap(([name, component]) => {
    const css = (component as Partial<TreeComponent<never>>).css
    return css === undefined ? [] : [[name, css]]
  }),
) as Readonly<Partial<Record<StaticHtmlBlockName, BlockCss>>>
