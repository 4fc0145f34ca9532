import type { Block } from '@tessera/core'
import { createElement } from 'react'
import type { CSSProperties } from 'react'
import { BlockList as Blocks } from '../../blocks-renderer/block-list.tsx'
import type { BlockProps } from '../../types.ts'
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

const INNER_BLOCKS_STYLE: CSSProperties = { flexGrow: 1 }

function columnStyle(width: number, space: number, count: number, index: number): CSSProperties {
  return {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'stretch',
    width: `calc(${width}% - ${space * (count - 1) * (width / 100)}px)`,
    marginLeft: index === 0 ? 0 : space,
  }
}

/**
 * `div.builder-columns.<id>-breakpoints` holding one `div.builder-column` (`a` when the column
 * has a link) per column, each with its blocks at `columns.<i>.blocks`. Widths leave `space`
 * px between columns; below the stacking breakpoint the columns stack (CSS before the element).
 * The row fills the block's height ({@link COLUMNS_ROW_STYLE}).
 */
export function Columns({
  columns,
  space,
  stackColumnsAt,
  reverseColumnsWhenStacked,
  builderBlock,
  builderContext,
}: BlockProps<ColumnsOptions>) {
  const list = Array.isArray(columns) ? columns : []
  const gap = typeof space === 'number' && Number.isFinite(space) ? space : 20
  const id = typeof builderBlock.id === 'string' ? builderBlock.id : undefined
  const css = getColumnsCss({
    blockId: id,
    stackColumnsAt,
    reverseColumnsWhenStacked,
    breakpoints: builderContext.breakpoints,
  })
  return (
    <>
      {css !== '' && (
        <style
          data-id="builderio-columns"
          nonce={builderContext.nonce}
          dangerouslySetInnerHTML={{ __html: css }}
        />
      )}
      <div
        className={id ? `builder-columns ${id}-breakpoints` : 'builder-columns'}
        style={COLUMNS_ROW_STYLE}
      >
        {list.map((column, index) => {
          const width =
            typeof column?.width === 'number' && Number.isFinite(column.width)
              ? column.width
              : 100 / list.length
          const inner = (
            <Blocks
              blocks={column?.blocks}
              path={`columns.${index}.blocks`}
              parent={id}
              styleProp={INNER_BLOCKS_STYLE}
            />
          )
          const props: Record<string, unknown> = {
            key: index,
            className: 'builder-column',
            style: columnStyle(width, gap, list.length, index),
          }
          if (typeof column?.link === 'string' && column.link !== '') {
            props.href = column.link
            return createElement(builderContext.linkComponent ?? 'a', props, inner)
          }
          return createElement('div', props, inner)
        })}
      </div>
    </>
  )
}
