/**
 * A plain description of markup: what a built-in block renders, as data. A block's tree
 * function computes one from its options; `treeToReact` and `treeToHtml` turn it into React
 * elements and into the HTML react-dom/server writes for them, so a block is described once.
 * @module
 */
import type { Block } from '@tessera/core'
import type { CSSProperties } from 'react'
import type { Preload } from '../static-html/html-preload.ts'

/** An element: a tag, its attributes and its content. */
export interface TreeElement {
  tag: string
  /**
   * The attributes as React props (`className`, `srcSet`; `style` an object), in the order
   * React writes them. Frozen objects have their HTML written once and kept.
   */
  attributes?: Readonly<Record<string, unknown>>
  children?: readonly TreeNode[]
  /** Raw inner HTML (`dangerouslySetInnerHTML`), replacing `children`: authored rich text, CSS. */
  html?: string
  /** An `a` the site's link component renders when it has one (there is no static HTML then). */
  link?: boolean
  /**
   * A resource to fetch early for this element (an image above the fold inside a `<picture>`,
   * which React does not preload by itself).
   */
  preload?: Preload
  /**
   * In a client render outside the editor, the children wait until the element is near the
   * viewport (server HTML and hydration always have them). No static HTML then.
   */
  deferChildren?: boolean
}

/** The block's own children (its child blocks), wherever the tree puts them. */
export interface ChildrenSlot {
  slot: 'children'
}

/** A nested list of blocks (`<Blocks>`: `div.builder-blocks`), such as a column's. */
export interface BlocksSlot {
  slot: 'blocks'
  blocks: readonly Block[] | null | undefined
  /** Path of the list in the block's options (`columns.0.blocks`). */
  path: string
  /** Id of the block holding the list. */
  parent: string | undefined
  /** Style of the list's element (as `<Blocks styleProp>`). */
  styleProp?: CSSProperties
}

/** A warning logged once (React) by a block that renders nothing; never static. */
export interface TreeWarning {
  /** Logged once per key. */
  warn: string
  message: string
}

/** A part of a tree that is neither an element nor text: a slot or a warning. */
export type TreeSlot = ChildrenSlot | BlocksSlot | TreeWarning

/** Any part of a tree; strings and numbers are text, `null`/`undefined`/`false` nothing. */
export type TreeNode =
  TreeElement | string | number | TreeSlot | null | undefined | false | readonly TreeNode[]

/** The block's children (see {@link ChildrenSlot}). */
export const CHILDREN: ChildrenSlot = Object.freeze({ slot: 'children' })

/** Whether `node` is an element (not text, a slot, a warning or a list). */
export function isTreeElement(node: TreeNode): node is TreeElement {
  return typeof node === 'object' && node !== null && 'tag' in node
}
