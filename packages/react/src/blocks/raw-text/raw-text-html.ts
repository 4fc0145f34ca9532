import { elementHtml } from '../../static-html/element-html.ts'
import type { BlockHtmlArgs } from '../../static-html/block-html-args.ts'

/** The static HTML of the Builder:RawText block: what `RawText` renders (a `<span>`). */
export function rawTextHtml({ options }: BlockHtmlArgs): string {
  const { text } = options
  return elementHtml('span', {}, typeof text === 'string' ? text : '')
}
