import { startTagHtml } from '../../static-html/element-html.ts'
import type { BlockHtmlArgs } from '../../static-html/block-html-args.ts'

const TEXT_START = startTagHtml('div', { className: 'builder-text' })

/** The static HTML of the Text block: what `Text` renders (`div.builder-text` with the HTML). */
export function textHtml({ options }: BlockHtmlArgs): string {
  const { text } = options
  const html = typeof text === 'string' ? text : typeof text === 'number' ? String(text) : ''
  return `${TEXT_START}${html}</div>`
}
