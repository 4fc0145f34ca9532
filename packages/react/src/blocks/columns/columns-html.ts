import { elementHtml } from '../../static-html/element-html.ts'
import { escapeHtmlText } from '../../static-html/escape-html-text.ts'
import { nonceAttributeHtml } from '../../static-html/nonce-attribute.ts'
import type { BlockHtmlArgs } from '../../static-html/block-html-args.ts'
import { styleToHtml } from '../../static-html/style-to-html.ts'
import { COLUMNS_ROW_STYLE } from './columns-style.ts'
import type { Column } from './columns.tsx'
import { getColumnsCss } from './get-columns-css.ts'

const INNER_BLOCKS_STYLE = { flexGrow: 1 }
const COLUMN_STYLE_START = { display: 'flex', flexDirection: 'column', alignItems: 'stretch' }
/** What never changes in a `div.builder-column` start tag: up to its width and margin. */
const COLUMN_DIV_START = `<div class="builder-column" style="${styleToHtml(COLUMN_STYLE_START)};`
const ROW_STYLE = ` style="${styleToHtml(COLUMNS_ROW_STYLE)}"`

/** A column's own styles: its width, less its share of the gaps, and its left margin. */
function columnSize(width: number, space: number, count: number, index: number) {
  return {
    width: `calc(${width}% - ${space * (count - 1) * (width / 100)}px)`,
    marginLeft: index === 0 ? 0 : space,
  }
}

/**
 * `styleToHtml(columnSize(…))` without the object: the width (numbers only, nothing to trim or
 * escape), then the margin as React writes a number (`0`, else with `px`).
 */
function columnSizeHtml(width: number, space: number, count: number, index: number): string {
  const margin = index === 0 ? 0 : space
  const widthCss = `calc(${width}% - ${space * (count - 1) * (width / 100)}px)`
  return `width:${widthCss};margin-left:${margin === 0 ? '0' : `${margin}px`}`
}

/**
 * The static HTML of the Columns block: what `Columns` renders (the stacking `<style>`, then
 * `div.builder-columns` with one column per entry, each holding its `<Blocks>`). Undefined
 * when a column is a link and the site has a link component.
 * @throws NotStaticError when a block of a column is not static
 */
export function columnsHtml(args: BlockHtmlArgs): string | undefined {
  const { options, block, context, renderBlocks } = args
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
  let inner = ''
  for (let index = 0; index < list.length; index++) {
    const column = list[index]
    const width =
      typeof column?.width === 'number' && Number.isFinite(column.width)
        ? column.width
        : 100 / list.length
    const blocks = renderBlocks({
      blocks: column?.blocks,
      path: `columns.${index}.blocks`,
      parent: id,
      styleProp: INNER_BLOCKS_STYLE,
    })
    const link = column?.link
    if (typeof link === 'string' && link !== '') {
      if (context.linkComponent) return undefined
      const style = { ...COLUMN_STYLE_START, ...columnSize(width, gap, list.length, index) }
      inner += elementHtml('a', { className: 'builder-column', style, href: link }, blocks)
    } else {
      // The start of the style is the same for every column.
      inner += `${COLUMN_DIV_START}${columnSizeHtml(width, gap, list.length, index)}">${blocks}</div>`
    }
  }
  const cssStart = `<style data-id="builderio-columns"${nonceAttributeHtml(context.nonce)}>`
  const styleHtml = css === '' ? '' : `${cssStart}${css}</style>`
  const className = id ? `builder-columns ${id}-breakpoints` : 'builder-columns'
  return `${styleHtml}<div class="${escapeHtmlText(className)}"${ROW_STYLE}>${inner}</div>`
}
