import type { CSSProperties } from 'react'
import type { BlockProps } from '../../types.ts'
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
export function RawImg({
  image,
  backgroundSize,
  backgroundPosition,
  altText,
  title,
  aspectRatio,
  attributes,
  builderContext,
}: BlockProps<RawImgOptions>) {
  const src = typeof image === 'string' ? image.trim() : ''
  if (src === '') return null
  if (!isAllowedRawImage(src)) {
    builderContext.warnOnce(`raw-img:${src}`, rawImgRefusedMessage(src))
    return null
  }
  const {
    className = '',
    href: _href,
    style: blockStyle,
    ...rest
  } = attributes ?? { className: '' }
  const ratio = toAspectRatio(aspectRatio)
  const style: CSSProperties = {
    ...mediaFit(backgroundSize, backgroundPosition),
    ...(ratio === undefined ? {} : { aspectRatio: `1 / ${ratio}` }),
    ...blockStyle,
  }
  return (
    <img
      className={`${className} builder-raw-img`.trim()}
      {...rest}
      src={src}
      alt={typeof altText === 'string' ? altText : ''}
      title={typeof title === 'string' ? title : undefined}
      loading="lazy"
      style={style}
    />
  )
}
