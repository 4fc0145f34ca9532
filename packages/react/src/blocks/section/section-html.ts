import type { BlockHtmlArgs } from '../../static-html/block-html-args.ts'
import { styleToHtml } from '../../static-html/style-to-html.ts'

/** `Section`'s style before and after its `maxWidth` (in its order), written once. */
const STYLE_BEFORE = styleToHtml({
  width: '100%',
  alignSelf: 'stretch',
  flexGrow: 1,
  boxSizing: 'border-box',
})
const STYLE_AFTER = styleToHtml({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  marginLeft: 'auto',
  marginRight: 'auto',
})

/**
 * The static HTML of the Core:Section block: what `Section` renders on the server and at
 * hydration. Undefined with `lazyLoad` (a client render defers the children).
 */
export function sectionHtml({ options, children }: BlockHtmlArgs): string | undefined {
  const { maxWidth, lazyLoad } = options
  if (lazyLoad === true) return undefined
  const width = typeof maxWidth === 'number' && Number.isFinite(maxWidth) ? maxWidth : 1200
  const style = `${STYLE_BEFORE};${styleToHtml({ maxWidth: width })};${STYLE_AFTER}`
  return `<section style="${style}">${children ?? ''}</section>`
}
