import { elementHtml } from '../../static-html/element-html.ts'
import type { BlockHtmlArgs } from '../../static-html/block-html-args.ts'

/** The static HTML of the Text block: what `Text` renders (`div.builder-text` with the HTML). */
export function textHtml({ options }: BlockHtmlArgs): string {
  const { text } = options
  const html = typeof text === 'string' ? text : typeof text === 'number' ? String(text) : ''
  return elementHtml('div', { className: 'builder-text' }, html)
}
