import { elementHtml } from '../../static-html/element-html.ts'
import type { BlockHtmlArgs } from '../../static-html/block-html-args.ts'

/**
 * The static HTML of the Core:Section block: what `Section` renders on the server and at
 * hydration. Undefined with `lazyLoad` (a client render defers the children).
 */
export function sectionHtml({ options, children }: BlockHtmlArgs): string | undefined {
  const { maxWidth, lazyLoad } = options
  if (lazyLoad === true) return undefined
  const width = typeof maxWidth === 'number' && Number.isFinite(maxWidth) ? maxWidth : 1200
  const style = {
    width: '100%',
    alignSelf: 'stretch',
    flexGrow: 1,
    boxSizing: 'border-box',
    maxWidth: width,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'stretch',
    marginLeft: 'auto',
    marginRight: 'auto',
  }
  return elementHtml('section', { style }, children ?? '')
}
