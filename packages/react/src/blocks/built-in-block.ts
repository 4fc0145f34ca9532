/**
 * The definitions of the built-in blocks: their name and render flags, the renderer referred to
 * by name (`builtInComponent`, `builtInHtml`), so that the definitions stay in a page's first
 * JavaScript while the renderer is a chunk of its own (see `#renderer`).
 * @module
 */
import { builtInComponent } from './chunk-component.tsx'
import { builtInHtml } from './chunk-html.ts'
import { defineBlock } from './define-block.ts'
import type { BlockDefinition, ComponentInfo } from '../types.ts'
import type { BuiltInBlockName, StaticHtmlBlockName } from './built-in-components.ts'

/** A built-in block's render flags (`noWrap`, `canHaveChildren`…): its info but the name. */
export type BuiltInFlags = Omit<ComponentInfo, 'name'>

/**
 * A built-in block described by a tree (see `treeComponent`): its component and its static
 * HTML are both derived from the tree.
 * @example
 * export const textBlock = treeBlock('Text', { noErrorBoundary: true })
 */
export function treeBlock(
  name: StaticHtmlBlockName,
  flags: BuiltInFlags & Pick<BlockDefinition, 'css'> = {},
): BlockDefinition {
  return defineBlock({
    name,
    ...flags,
    component: builtInComponent(name),
    renderHtml: builtInHtml(name),
  })
}

/**
 * A built-in block rendered by its React component (state, effects or handlers): no static HTML.
 * @example
 * export const videoBlock = componentBlock('Video', { canHaveChildren: true })
 */
export function componentBlock(name: BuiltInBlockName, flags: BuiltInFlags = {}): BlockDefinition {
  return defineBlock({ name, ...flags, component: builtInComponent(name) })
}
