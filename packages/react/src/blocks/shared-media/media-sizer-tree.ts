import { startTagHtml } from '../../static-html/element-html.ts'
import { styleToHtml } from '../../static-html/style-to-html.ts'
import { OVERLAY_STYLE, sizerStyle } from './media-geometry.ts'

const OVERLAY_START = startTagHtml('div', { style: OVERLAY_STYLE })

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
    const style = styleToHtml(sizerStyle(aspectRatio))
    html += `<div class="builder-image-sizer" style="${style}"></div>`
  }
  if (hasChildren) html += fitContent ? children : `${OVERLAY_START}${children}</div>`
  return html
}
