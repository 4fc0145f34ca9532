import type { Block } from '@tessera/core'
import type { CSSProperties } from 'react'
import type { TreeElement, TreeNode } from '../../element-tree/element-tree.ts'
import { frozenCache } from '../../element-tree/frozen-cache.ts'
import { treeComponent } from '../block-tree.tsx'
import type { BlockTreeArgs } from '../block-tree.tsx'
import { columnsCss } from './columns-css.ts'

/** One column of a Columns block. */
export interface Column {
  blocks?: Block[]
  /** Width in percent. Default: an equal share. */
  width?: number
  /** URL: the column becomes a link. */
  link?: string
}

/** Options of the Columns block. */
export interface ColumnsOptions {
  columns?: Column[]
  /** Gap between columns in px. Default: 20. */
  space?: number
  /** `tablet` (default), `mobile` or `never`. */
  stackColumnsAt?: string
  /** Default: false. */
  reverseColumnsWhenStacked?: boolean
}

/**
 * A column's own style, its width and gap (the same columns repeat on a page: kept, see
 * `frozenCache`); the rest of its layout is the `.builder-column` rule of the content's base CSS.
 */
const columnStyles = frozenCache(
  (width: number, space: number, count: number, index: number): CSSProperties => ({
    width: `calc(${width}% - ${space * (count - 1) * (width / 100)}px)`,
    marginLeft: index === 0 ? 0 : space,
  }),
)

/**
 * `div.builder-columns.<id>-breakpoints` holding one `div.builder-column` (`a` when the column
 * has a link) per column, each with its blocks at `columns.<i>.blocks`. Widths leave `space`
 * px between columns; below the stacking breakpoint the columns stack ({@link columnsCss}, written
 * with the block's styles).
 * The row fills the block's height, and a column's blocks fill the column: the `.builder-columns`
 * and `.builder-column > .builder-blocks` rules of the content's base CSS (with a block of fixed
 * height, the row — a flex item of the usual flex-column wrapper, or by percentage of a plain
 * one — takes it, the columns stretch to it, and blocks centred vertically in a column,
 * `margin: auto 0`, are centred in that height).
 */
export function columnsTree({ options, block }: BlockTreeArgs): TreeNode {
  const { columns, space } = options
  const list: ReadonlyArray<Column | null | undefined> = Array.isArray(columns) ? columns : []
  const gap = typeof space === 'number' && Number.isFinite(space) ? space : 20
  const id = typeof block.id === 'string' ? block.id : undefined
  const cells = list.map((column, index): TreeElement => {
    const width =
      typeof column?.width === 'number' && Number.isFinite(column.width)
        ? column.width
        : 100 / list.length
    const style = columnStyles.get(
      `${width}|${gap}|${list.length}|${index}`,
      width,
      gap,
      list.length,
      index,
    )
    const link = column?.link
    const isLink = typeof link === 'string' && link !== ''
    return {
      tag: isLink ? 'a' : 'div',
      link: isLink,
      attributes: isLink
        ? { className: 'builder-column', style, href: link }
        : { className: 'builder-column', style },
      children: [
        {
          slot: 'blocks',
          blocks: column?.blocks,
          path: `columns.${index}.blocks`,
          parent: id,
        },
      ],
    }
  })
  const row: TreeElement = {
    tag: 'div',
    attributes: {
      className: id ? `builder-columns ${id}-breakpoints` : 'builder-columns',
    },
    children: cells,
  }
  return row
}

/** The Columns block's component (see {@link columnsTree}). */
export const Columns = /* @__PURE__ */ treeComponent<ColumnsOptions>(
  'Columns',
  columnsTree,
  columnsCss,
)
