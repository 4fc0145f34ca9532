import type { CSSProperties } from 'react'
import type { TreeNode } from '../../element-tree/element-tree.ts'
import { frozenCache } from '../../element-tree/frozen-cache.ts'
import { treeComponent } from '../block-tree.tsx'
import type { BlockTreeArgs } from '../block-tree.tsx'
import { getSizes } from '../shared-media/get-sizes.ts'
import { mediaFit, toAspectRatio, toOptionText } from '../shared-media/media-geometry.ts'
import { mediaSizerTree } from '../shared-media/media-sizer-tree.ts'
import { getAuthorSrcSet, getImageSize, sizedStyle } from './image-size.ts'
import { getImageUrls } from './image-urls.ts'
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
 * The image's own style (a pure function of these): how it fills its box unless as the
 * `.builder-image` rule of the content's base CSS (`cover`, `center`), and its size without an
 * aspect ratio (with one, it fills the block: `.builder-image-fill`).
 */
const imageStyles = frozenCache(
  (
    fit: ReturnType<typeof mediaFit>,
    ratio: number | undefined,
    size: { width: number; height: number } | undefined,
  ): CSSProperties => {
    const style: CSSProperties = {}
    if (fit.objectFit !== 'cover') style.objectFit = fit.objectFit
    if (fit.objectPosition !== 'center') style.objectPosition = fit.objectPosition
    return ratio === undefined && size ? Object.assign(style, sizedStyle(size)) : style
  },
)

/**
 * `<picture>` with a WebP `<source>` (resizable URLs) and `img.builder-image` (srcset but for
 * SVG images, sizes, lazy with `fetchpriority="auto"` unless high priority, async decoding, the
 * given width and height), then the aspect-ratio sizer and the children (see `mediaSizerTree`).
 * A high-priority image is preloaded: React never preloads an image inside a `<picture>`.
 */
export function imageTree({ options, block, context, hasChildren }: BlockTreeArgs): TreeNode {
  const { image, backgroundSize, backgroundPosition, altText, title, sizes, srcset } = options
  const { width, height, fitContent, highPriority, aspectRatio, noWebp } = options
  const src = typeof image === 'string' ? image.trim() : ''
  const ratio = toAspectRatio(aspectRatio)
  const sizer = mediaSizerTree(ratio, fitContent !== false, hasChildren)
  if (src === '') return sizer
  const urls = getImageUrls(src, noWebp !== true)
  const authorSrcSet = getAuthorSrcSet(src, srcset)
  const srcSet = urls.kind !== 'other' ? urls.srcSet : authorSrcSet
  const sizesValue = srcSet
    ? getSizes({
        sizes: sizes as string | undefined,
        responsiveStyles: block.responsiveStyles,
        breakpoints: context.breakpoints,
      })
    : undefined
  const isHighPriority = highPriority === true
  const size = getImageSize(width, height)
  const fit = mediaFit(backgroundSize, backgroundPosition)
  const sizeKey = ratio === undefined ? (size ? `${size.width}x${size.height}` : '') : 'fill'
  const style = imageStyles.get(
    `${fit.objectFit}|${fit.objectPosition}|${sizeKey}`,
    fit,
    ratio,
    size,
  )
  const { webpSrcSet } = urls
  const source: TreeNode = webpSrcSet
    ? { tag: 'source', attributes: { type: 'image/webp', srcSet: webpSrcSet, sizes: sizesValue } }
    : null
  const img: TreeNode = {
    tag: 'img',
    attributes: {
      className: ratio === undefined ? 'builder-image' : 'builder-image builder-image-fill',
      src,
      srcSet,
      sizes: sizesValue,
      alt: toOptionText(altText) ?? '',
      title: toOptionText(title),
      width: size?.width,
      height: size?.height,
      loading: isHighPriority ? 'eager' : 'lazy',
      fetchPriority: isHighPriority ? 'high' : 'auto',
      decoding: 'async',
      style,
    },
    preload: isHighPriority
      ? getImagePreload(src, authorSrcSet, sizesValue, noWebp === true)
      : undefined,
  }
  return [{ tag: 'picture', children: [source, img] }, sizer]
}

/** The Image block's component (see {@link imageTree}). */
export const Image = /* @__PURE__ */ treeComponent<ImageOptions>('Image', imageTree)
