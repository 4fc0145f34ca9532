import { isSafeCssValue } from '@tessera/core'
import { elementHtml, voidElementHtml } from '../../static-html/element-html.ts'
import type { BlockHtmlArgs } from '../../static-html/block-html-args.ts'
import { getSizes } from '../shared-media/get-sizes.ts'
import { getImageUrlKind, getSrcSet, getWebpSrcSet } from '../shared-media/get-src-set.ts'
import { FILL_STYLE, toAspectRatio } from '../shared-media/media-sizer.tsx'
import { mediaSizerHtml } from '../shared-media/media-sizer-html.ts'

const OBJECT_FITS: ReadonlySet<string> = new Set(['cover', 'contain', 'fill', 'none', 'scale-down'])

function toText(value: unknown): string | undefined {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined
}

/**
 * The static HTML of the Image block: what `Image` renders (`<picture>` with the WebP source
 * and the image, then the sizer and the children). The image is inside `<picture>`, so React
 * adds no preload for it.
 */
export function imageHtml({ options, block, context, children }: BlockHtmlArgs): string {
  const { image, backgroundSize, backgroundPosition, altText, title, sizes, srcset } = options
  const { lazy, fitContent, highPriority, aspectRatio, noWebp } = options
  const src = typeof image === 'string' ? image.trim() : ''
  const ratio = toAspectRatio(aspectRatio)
  const sizer = mediaSizerHtml(ratio, fitContent !== false, children)
  if (src === '') return sizer
  const kind = getImageUrlKind(src)
  const authorSrcSet = typeof srcset === 'string' && srcset.trim() !== '' ? srcset : undefined
  const srcSet = kind !== 'other' ? getSrcSet(src, kind) : authorSrcSet
  const webpSrcSet = noWebp === true ? undefined : getWebpSrcSet(src, kind)
  const sizesValue = srcSet
    ? getSizes({
        sizes,
        responsiveStyles: block.responsiveStyles,
        breakpoints: context.breakpoints,
      })
    : undefined
  const isHighPriority = highPriority === true
  const style = {
    objectFit:
      typeof backgroundSize === 'string' && OBJECT_FITS.has(backgroundSize)
        ? backgroundSize
        : 'cover',
    objectPosition: isSafeCssValue(backgroundPosition) ? backgroundPosition : 'center',
    ...(ratio === undefined ? {} : FILL_STYLE),
  }
  const source = webpSrcSet
    ? voidElementHtml('source', { type: 'image/webp', srcSet: webpSrcSet, sizes: sizesValue })
    : ''
  const img = voidElementHtml(
    'img',
    {
      className: 'builder-image',
      src,
      srcSet,
      sizes: sizesValue,
      alt: toText(altText) ?? '',
      title: toText(title),
      loading: isHighPriority || lazy === false ? 'eager' : 'lazy',
      fetchPriority: isHighPriority ? 'high' : undefined,
      decoding: 'async',
      style,
    },
    { insidePicture: true },
  )
  return elementHtml('picture', {}, source + img) + sizer
}
