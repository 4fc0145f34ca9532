import type { CSSProperties } from 'react'
import type { TreeNode } from '../../element-tree/element-tree.ts'
import { omitProps } from '../../static-html/omit-props.ts'
import { treeComponent } from '../block-tree.tsx'
import type { BlockTreeArgs } from '../block-tree.tsx'
import { mediaFit, toAspectRatio } from '../shared-media/media-geometry.ts'
import { isAllowedRawImage } from './is-allowed-raw-image.ts'

/** Options of the Raw:Img block (editor defaults in parentheses; none is applied at render). */
export interface RawImgOptions {
  /** Image URL: a jpeg, jpg, png, svg or webp file, or a URL without a file extension (an image service's); others are refused. */
  image?: string
  /** `object-fit`. Default: `cover`. */
  backgroundSize?: string
  /** `object-position`. Default: `center`. */
  backgroundPosition?: string
  /** `alt` text; none means a decorative image (`alt=""`). */
  altText?: string
  title?: string
  /** Height / width, as CSS `aspect-ratio: 1 / <ratio>`. (`IMAGE_ASPECT_RATIO`) */
  aspectRatio?: number
}

/** The message logged when a Raw:Img refuses its image. */
export function rawImgRefusedMessage(url: string): string {
  return `Raw:Img refuses "${url}": only jpeg, jpg, png, svg and webp images (or URLs without a file extension) are allowed`
}

/**
 * A bare lazy `img.builder-raw-img` carrying the block's attributes (noWrap), sized by CSS
 * `aspect-ratio`. Images of other types are refused: nothing renders and a warning is logged
 * once (see {@link isAllowedRawImage}).
 */
export function rawImgTree({ options, attributes }: BlockTreeArgs): TreeNode {
  const { image, backgroundSize, backgroundPosition, altText, title, aspectRatio } = options
  const src = typeof image === 'string' ? image.trim() : ''
  if (src === '') return null
  if (!isAllowedRawImage(src)) return { warn: `raw-img:${src}`, message: rawImgRefusedMessage(src) }
  const className = attributes.className ?? ''
  const ratio = toAspectRatio(aspectRatio)
  const style: CSSProperties = {
    ...mediaFit(backgroundSize, backgroundPosition),
    ...(ratio === undefined ? {} : { aspectRatio: `1 / ${ratio}` }),
    ...attributes.style,
  }
  // As `{ className, ...rest, src, alt, title, loading, style }` (keys of `rest` keep their place).
  const props: Record<string, unknown> = { className: `${className} builder-raw-img`.trim() }
  Object.assign(props, omitProps(attributes, 'className', 'href', 'style'))
  props.src = src
  props.alt = typeof altText === 'string' ? altText : ''
  props.title = typeof title === 'string' ? title : undefined
  props.loading = 'lazy'
  props.style = style
  return { tag: 'img', attributes: props }
}

/** The Raw:Img block's component (see {@link rawImgTree}). */
export const RawImg = /* @__PURE__ */ treeComponent<RawImgOptions>('Raw:Img', rawImgTree)
