import { voidElementHtml } from '../../static-html/element-html.ts'
import { omitProps } from '../../static-html/omit-props.ts'
import type { BlockHtmlArgs } from '../../static-html/block-html-args.ts'
import { mediaFit, toAspectRatio } from '../shared-media/media-geometry.ts'
import { isAllowedRawImage } from './is-allowed-raw-image.ts'

/**
 * The static HTML of the Raw:Img block (noWrap): what `RawImg` renders, a lazy `img` with the
 * block's attributes, or nothing for an empty image. Undefined for a refused image (the
 * component logs the refusal).
 */
export function rawImgHtml({ options, attributes }: BlockHtmlArgs): string | undefined {
  const { image, backgroundSize, backgroundPosition, altText, title, aspectRatio } = options
  const src = typeof image === 'string' ? image.trim() : ''
  if (src === '') return ''
  if (!isAllowedRawImage(src)) return undefined
  const className = attributes.className ?? ''
  const blockStyle = attributes.style
  const ratio = toAspectRatio(aspectRatio)
  const style = {
    ...mediaFit(backgroundSize, backgroundPosition),
    ...(ratio === undefined ? {} : { aspectRatio: `1 / ${ratio}` }),
    ...blockStyle,
  }
  // As `{ className, ...rest, src, alt, title, loading, style }` (keys of `rest` keep their place).
  const props: Record<string, unknown> = { className: `${className} builder-raw-img`.trim() }
  Object.assign(props, omitProps(attributes, 'className', 'href', 'style'))
  props.src = src
  props.alt = typeof altText === 'string' ? altText : ''
  props.title = typeof title === 'string' ? title : undefined
  props.loading = 'lazy'
  props.style = style
  return voidElementHtml('img', props)
}
