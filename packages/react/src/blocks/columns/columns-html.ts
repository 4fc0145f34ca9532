import { elementHtml } from '../../static-html/element-html.ts'
import type { BlockHtmlArgs } from '../../static-html/block-html-args.ts'
import type { Column } from './columns.tsx'
import { getColumnsCss } from './get-columns-css.ts'

const INNER_BLOCKS_STYLE = { flexGrow: 1 }

function columnStyle(width: number, space: number, count: number, index: number) {
  return {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'stretch',
    width: `calc(${width}% - ${space * (count - 1) * (width / 100)}px)`,
    marginLeft: index === 0 ? 0 : space,
  }
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
  for (const [index, column] of list.entries()) {
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
    const props: Record<string, unknown> = {
      className: 'builder-column',
      style: columnStyle(width, gap, list.length, index),
    }
    const isLink = typeof column?.link === 'string' && column.link !== ''
    if (isLink && context.linkComponent) return undefined
    if (isLink) props.href = column?.link
    inner += elementHtml(isLink ? 'a' : 'div', props, blocks)
  }
  const styleHtml = css === '' ? '' : elementHtml('style', { 'data-id': 'builderio-columns' }, css)
  const className = id ? `builder-columns ${id}-breakpoints` : 'builder-columns'
  const style = { display: 'flex', lineHeight: 'normal' }
  return styleHtml + elementHtml('div', { className, style }, inner)
}
