import { attributeHtml, attributesToHtml } from '../../static-html/attributes-to-html.ts'
import { startTagHtml } from '../../static-html/element-html.ts'
import type { BlockHtmlArgs } from '../../static-html/block-html-args.ts'
import { styleToHtml } from '../../static-html/style-to-html.ts'
import { getSizes } from '../shared-media/get-sizes.ts'
import {
  FILL_STYLE,
  mediaFit,
  toAspectRatio,
  toOptionText,
} from '../shared-media/media-geometry.ts'
import { mediaSizerHtml } from '../shared-media/media-sizer-html.ts'
import { getAuthorSrcSet, getImageSize, sizedStyle } from './image-size.ts'
import { getImageUrlHtml } from './image-url-html.ts'
import { getImagePreload } from './preload-image.ts'

// What never changes, written once (by the same serialisers).
const PICTURE_START = startTagHtml('picture', {})
const SOURCE_TYPE = attributesToHtml({ type: 'image/webp' })
const IMAGE_CLASS = attributesToHtml({ className: 'builder-image' })
const DECODING = attributesToHtml({ decoding: 'async' })
const FILL = styleToHtml(FILL_STYLE)
const LAZY = attributeHtml('loading', 'lazy')
const EAGER = attributeHtml('loading', 'eager')
const HIGH_PRIORITY = attributeHtml('fetchPriority', 'high')
const AUTO_PRIORITY = attributeHtml('fetchPriority', 'auto')

/**
 * The static HTML of the Image block: what `Image` renders (`<picture>` with the WebP source
 * and the image, then the sizer and the children). The image is inside `<picture>`, so React
 * adds no preload for it: a high-priority one asks for its own (`args.preload`), as `Image`
 * does. Its attributes are written in the order of `Image`'s props: `className`, `src`,
 * `srcSet`, `sizes`, `alt`, `title`, `width`, `height`, `loading`, `fetchPriority`, `decoding`,
 * `style`.
 */
export function imageHtml(args: BlockHtmlArgs): string {
  const { options, block, context, children } = args
  const { image, backgroundSize, backgroundPosition, altText, title, sizes, srcset } = options
  const { width, height, fitContent, highPriority, aspectRatio, noWebp } = options
  const src = typeof image === 'string' ? image.trim() : ''
  const ratio = toAspectRatio(aspectRatio)
  const sizer = mediaSizerHtml(ratio, fitContent !== false, children)
  if (src === '') return sizer
  const url = getImageUrlHtml(src, noWebp !== true)
  const { kind, webpSrcSet } = url
  const authorSrcSet = getAuthorSrcSet(src, srcset)
  const srcSet = kind !== 'other' ? url.srcSet : authorSrcSet
  const sizesValue = srcSet
    ? getSizes({
        sizes,
        responsiveStyles: block.responsiveStyles,
        breakpoints: context.breakpoints,
      })
    : undefined
  const sizesHtml = attributeHtml('sizes', sizesValue)
  const isHighPriority = highPriority === true
  const size = getImageSize(width, height)
  let style = styleToHtml(mediaFit(backgroundSize, backgroundPosition))
  if (ratio !== undefined) style += `;${FILL}`
  else if (size) style += `;${styleToHtml(sizedStyle(size))}`
  const source = webpSrcSet ? `<source${SOURCE_TYPE} srcSet="${webpSrcSet}"${sizesHtml}/>` : ''
  // Our srcset is escaped already; an author's is escaped as any attribute.
  const srcSetHtml =
    kind === 'other' ? attributeHtml('srcSet', srcSet) : srcSet ? ` srcSet="${srcSet}"` : ''
  const img =
    `<img${IMAGE_CLASS}${url.src}${srcSetHtml}${sizesHtml}` +
    attributeHtml('alt', toOptionText(altText) ?? '') +
    attributeHtml('title', toOptionText(title)) +
    (size ? attributeHtml('width', size.width) + attributeHtml('height', size.height) : '') +
    (isHighPriority ? EAGER + HIGH_PRIORITY : LAZY + AUTO_PRIORITY) +
    `${DECODING} style="${style}"/>`
  if (isHighPriority) {
    const preload = getImagePreload(src, authorSrcSet, sizesValue, noWebp === true)
    args.preload({ ...preload, html: img })
  }
  return `${PICTURE_START}${source}${img}</picture>${sizer}`
}
