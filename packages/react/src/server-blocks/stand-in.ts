import type { Block } from '@tessera/core'
import { getBlockTag, VOID_TAGS } from '../pipeline/block-tag.ts'
import { isPlainTag } from '../static-html/element-html.ts'
import { CSS_OPTION_BLOCKS, SERVER_HTML_BLOCK, UNWRAPPED_BLOCKS } from './server-html-names.ts'
import { isServerOnly } from './server-only.ts'

/**
 * A block whose HTML the server wrote, as the browser gets it: its wrapper's fields (id,
 * classes, styles, tag, attributes) with the stand-in type (`SERVER_HTML_BLOCK`, which takes the
 * wrapper's content from the page), and of the blocks inside only what its list's style sheet
 * is written from (`getListCss`: ids, responsive styles, types and the options of types with
 * CSS of their own).
 * @module
 */

/** Whether `block` can be sent as a stand-in: server-only, with an id and a plain wrapper. */
export function canStandIn(block: Block): boolean {
  const name = block.component?.name
  if (name !== undefined && (UNWRAPPED_BLOCKS.has(name) || CSS_OPTION_BLOCKS.has(name)))
    return false
  if (typeof block.id !== 'string' || block.id === '') return false
  const tag = getBlockTag(block)
  return tag !== 'a' && !VOID_TAGS.has(tag) && isPlainTag(tag) && isServerOnly(block)
}

/** The options of a type with CSS of its own, without its lists of blocks. */
function cssOptions(name: string, options: Record<string, unknown> | undefined) {
  if (!CSS_OPTION_BLOCKS.has(name) || !options) return undefined
  const kept: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(options)) {
    if (value === null || typeof value !== 'object') kept[key] = value
  }
  return kept
}

/**
 * What the list's style sheet reads of a block inside a stand-in (`getListCss`); null when
 * nothing. Its kind only for kinds with CSS of their own: a block of another built-in kind
 * adds the same CSS as a box.
 */
function styleSkeleton(block: Block): Block | null {
  const children = skeletonChildren(block.children)
  const name = block.component?.name
  const options = name === undefined ? undefined : cssOptions(name, block.component?.options)
  if (!block.responsiveStyles && !options && !children) return null
  // Never rendered: no `@type`, which only elements to render need.
  return {
    ...(block.id !== undefined && { id: block.id }),
    ...(block.responsiveStyles && { responsiveStyles: block.responsiveStyles }),
    ...(name !== undefined && options && { component: { name, options } }),
    ...(children && { children }),
  } as Block
}

function skeletonChildren(children: Block[] | undefined): Block[] | undefined {
  if (!Array.isArray(children)) return undefined
  const kept = children.map(styleSkeleton).filter((child) => child !== null)
  return kept.length > 0 ? kept : undefined
}

/** The stand-in of a block that {@link canStandIn}. */
export function standIn(block: Block): Block {
  const { children, component: _component, ...wrapper } = block
  const skeleton = skeletonChildren(children)
  return {
    ...wrapper,
    component: { name: SERVER_HTML_BLOCK },
    ...(skeleton && { children: skeleton }),
  }
}
