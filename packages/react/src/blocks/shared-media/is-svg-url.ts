/** An SVG file name at the end of a URL's path (before any query or hash). */
const SVG_PATH = /\.svg$/i
/** An inline SVG image. */
const SVG_DATA = /^data:image\/svg\+xml[;,]/i

/**
 * Whether an image URL names an SVG image: a path ending in `.svg` (any case, also
 * the encoded ids of image services included) or an SVG `data:` URL.
 * @example
 * isSvgUrl('https://cdn.builder.io/api/v1/image/assets%2Fa%2Flogo.svg?width=50') // true
 */
export function isSvgUrl(url: string): boolean {
  const text = url.trim()
  if (SVG_DATA.test(text)) return true
  const path = text.split(/[?#]/, 1)[0] ?? ''
  return SVG_PATH.test(path)
}
