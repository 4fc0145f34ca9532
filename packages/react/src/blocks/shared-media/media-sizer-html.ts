import type { CSSProperties } from 'react'
import { elementHtml } from '../../static-html/element-html.ts'
import { FILL_STYLE } from './media-sizer.tsx'

const OVERLAY_STYLE: CSSProperties = {
  ...FILL_STYLE,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
}

/**
 * The static HTML of `MediaSizer` (same rules): the `div.builder-image-sizer` when there is an
 * aspect ratio (unless children set the size), then the children in the flow (`fitContent`)
 * or in a full-size overlay.
 * @param children - the children's HTML, undefined when the block has none
 */
export function mediaSizerHtml(
  aspectRatio: number | undefined,
  fitContent: boolean,
  children: string | undefined,
): string {
  const hasChildren = children !== undefined
  let html = ''
  if (aspectRatio !== undefined && !(hasChildren && fitContent)) {
    const percent = Number((aspectRatio * 100).toPrecision(12))
    const style = { width: '100%', paddingTop: `${percent}%`, pointerEvents: 'none' }
    html += elementHtml('div', { className: 'builder-image-sizer', style })
  }
  if (hasChildren)
    html += fitContent ? children : elementHtml('div', { style: OVERLAY_STYLE }, children)
  return html
}
