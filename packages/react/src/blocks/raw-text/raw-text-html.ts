import { startTagHtml } from '../../static-html/element-html.ts'
import type { BlockHtmlArgs } from '../../static-html/block-html-args.ts'

const SPAN_START = startTagHtml('span', {})

/** The static HTML of the Builder:RawText block: what `RawText` renders (a `<span>`). */
export function rawTextHtml({ options }: BlockHtmlArgs): string {
  const { text } = options
  return `${SPAN_START}${typeof text === 'string' ? text : ''}</span>`
}
