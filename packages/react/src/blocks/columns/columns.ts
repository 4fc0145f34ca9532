import type { Block } from '@tessera/core'
import type { CSSProperties } from 'react'
import type { TreeElement, TreeNode } from '../../element-tree/element-tree.ts'
import { frozenCache } from '../../element-tree/frozen-cache.ts'
import { treeComponent } from '../block-tree.tsx'
import type { BlockTreeArgs } from '../block-tree.tsx'
import { COLUMNS_ROW_STYLE } from './columns-style.ts'
import { getColumnsCss } from './get-columns-css.ts'

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

const INNER_BLOCKS_STYLE: CSSProperties = Object.freeze({ flexGrow: 1 })

/** A column's style (the same columns repeat on a page: kept, see `frozenCache`). */
const columnStyles = frozenCache(
  (width: number, space: number, count: number, index: number): CSSProperties => ({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'stretch',
    width: `calc(${width}% - ${space * (count - 1) * (width / 100)}px)`,
    marginLeft: index === 0 ? 0 : space,
  }),
)

/**
 * `div.builder-columns.<id>-breakpoints` holding one `div.builder-column` (`a` when the column
 * has a link) per column, each with its blocks at `columns.<i>.blocks`. Widths leave `space`
 * px between columns; below the stacking breakpoint the columns stack (CSS before the element).
 * The row fills the block's height ({@link COLUMNS_ROW_STYLE}).
 */
export function columnsTree({ options, block, context }: BlockTreeArgs): TreeNode {
  const { columns, space, stackColumnsAt, reverseColumnsWhenStacked } = options
  const list: ReadonlyArray<Column | null | undefined> = Array.isArray(columns) ? columns : []
  const gap = typeof space === 'number' && Number.isFinite(space) ? space : 20
  const id = typeof block.id === 'string' ? block.id : undefined
  const css = getColumnsCss({
    blockId: id,
    stackColumnsAt: stackColumnsAt as string | undefined,
    reverseColumnsWhenStacked: reverseColumnsWhenStacked as boolean | undefined,
    breakpoints: context.breakpoints,
  })
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
          styleProp: INNER_BLOCKS_STYLE,
        },
      ],
    }
  })
  const row: TreeElement = {
    tag: 'div',
    attributes: {
      className: id ? `builder-columns ${id}-breakpoints` : 'builder-columns',
      style: COLUMNS_ROW_STYLE,
    },
    children: cells,
  }
  if (css === '') return row
  const nonce = context.nonce
  const attributes = { 'data-id': 'builderio-columns', nonce }
  return [{ tag: 'style', attributes, html: css }, row]
}

/** The Columns block's component (see {@link columnsTree}). */
export const Columns = /* @__PURE__ */ treeComponent<ColumnsOptions>('Columns', columnsTree)
