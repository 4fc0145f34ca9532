import type { CSSProperties } from 'react'
import type { BlockProps } from '../../types.ts'
import { getSizes } from '../shared-media/get-sizes.ts'
import { getImageUrlKind, getSrcSet, getWebpSrcSet } from '../shared-media/get-src-set.ts'
import {
  FILL_STYLE,
  mediaFit,
  toAspectRatio,
  toOptionText,
} from '../shared-media/media-geometry.ts'
import { MediaSizer } from '../shared-media/media-sizer.tsx'
import { makePreloads } from '../../static-html/html-preload.ts'
import { getAuthorSrcSet, getImageSize, sizedStyle } from './image-size.ts'
import { getImagePreload } from './preload-image.ts'

/** Options of the Image block (editor defaults in parentheses; none is applied at render). */
export interface ImageOptions {
  /** Image URL. */
  image?: string
  /** `object-fit` of the image: `cover` or `contain` (also `fill`, `none`, `scale-down`). Default: `cover`. */
  backgroundSize?: string
  /** `object-position` of the image. Default: `center`. */
  backgroundPosition?: string
  /** `alt` text; none means a decorative image (`alt=""`). */
  altText?: string
  title?: string
  /**
   * Pixel size of the image. Both given (positive numbers): the `width` and `height`
   * attributes, so the image renders at that size (never wider than its container, its height
   * following its width) and its box is reserved before it loads.
   */
  height?: number
  width?: number
  /** `sizes` attribute. Default: computed from the block's responsive widths, else `100vw`. */
  sizes?: string
  /**
   * `srcset` for images that cannot be resized by URL; the service's own images, builder.io
   * and Shopify CDN images always get a computed one (widths 100…2000).
   */
  srcset?: string
  /**
   * Kept for old content; as in Builder's gen-2 SDK every image but a high-priority one loads
   * lazily (`loading="lazy"`), whatever this says.
   */
  lazy?: boolean
  /** Children in the flow (the block takes their size) rather than over the image. (true) */
  fitContent?: boolean
  /** Above the fold: `loading="eager"` and `fetchpriority="high"`. Default: false (`lazy`, `auto`). */
  highPriority?: boolean
  /** Height / width; reserves the space before the image loads. (`IMAGE_ASPECT_RATIO`) */
  aspectRatio?: number
  /** No `<source type="image/webp">`. Default: false. */
  noWebp?: boolean
}

/**
 * `<picture>` with a WebP `<source>` (resizable URLs) and `img.builder-image` (srcset but for
 * SVG images, sizes, lazy with `fetchpriority="auto"` unless high priority, async decoding, the
 * given width and height), then the aspect-ratio sizer and the children
 * (see `MediaSizer`). The same HTML on the server and in the browser.
 */
export function Image({
  image,
  backgroundSize,
  backgroundPosition,
  altText,
  title,
  sizes,
  srcset,
  width,
  height,
  fitContent,
  highPriority,
  aspectRatio,
  noWebp,
  children,
  builderBlock,
  builderContext,
}: BlockProps<ImageOptions>) {
  const src = typeof image === 'string' ? image.trim() : ''
  const ratio = toAspectRatio(aspectRatio)
  const sizer = (
    <MediaSizer aspectRatio={ratio} fitContent={fitContent !== false}>
      {children}
    </MediaSizer>
  )
  if (src === '') return sizer
  const kind = getImageUrlKind(src)
  const authorSrcSet = getAuthorSrcSet(src, srcset)
  const srcSet = kind !== 'other' ? getSrcSet(src, kind) : authorSrcSet
  const webpSrcSet = noWebp === true ? undefined : getWebpSrcSet(src, kind)
  const sizesValue = srcSet
    ? getSizes({
        sizes,
        responsiveStyles: builderBlock.responsiveStyles,
        breakpoints: builderContext.breakpoints,
      })
    : undefined
  const isHighPriority = highPriority === true
  if (isHighPriority)
    makePreloads([getImagePreload(src, authorSrcSet, sizesValue, noWebp === true)])
  const size = getImageSize(width, height)
  const style: CSSProperties = {
    ...mediaFit(backgroundSize, backgroundPosition),
    ...(ratio === undefined ? (size ? sizedStyle(size) : {}) : FILL_STYLE),
  }
  return (
    <>
      <picture>
        {webpSrcSet ? <source type="image/webp" srcSet={webpSrcSet} sizes={sizesValue} /> : null}
        <img
          className="builder-image"
          src={src}
          srcSet={srcSet}
          sizes={sizesValue}
          alt={toOptionText(altText) ?? ''}
          title={toOptionText(title)}
          width={size?.width}
          height={size?.height}
          loading={isHighPriority ? 'eager' : 'lazy'}
          fetchPriority={isHighPriority ? 'high' : 'auto'}
          decoding="async"
          style={style}
        />
      </picture>
      {sizer}
    </>
  )
}
