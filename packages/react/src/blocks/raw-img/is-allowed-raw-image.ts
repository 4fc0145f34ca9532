/** Image types a Raw:Img block shows, by file extension. */
export const RAW_IMAGE_EXTENSIONS = ['jpeg', 'jpg', 'png', 'svg', 'webp'] as const

const EXTENSION = /\.(?:jpe?g|png|svg|webp)$/i
/** A last path segment with no file extension (an image service's id: `/api/v1/image/<id>`). */
const NO_EXTENSION = /(?:^|\/)[^/.]*$/
const DATA_URL = /^data:image\/(?:jpe?g|png|svg\+xml|webp)[;,]/i
const BASE = 'http://relative.invalid'

/**
 * Whether a Raw:Img may show `url`: an http(s) or relative URL whose path (query and hash
 * ignored) ends in `.jpeg`, `.jpg`, `.png`, `.svg` or `.webp` (any case) or has no file
 * extension at all (image services such as Builder's image API and ours serve images at
 * `/api/v1/image/<id>`, the type chosen by the service), or a `data:` URL of one of those types.
 * Other extensions (`.gif`, `.html`, …) are refused.
 */
export function isAllowedRawImage(url: string): boolean {
  const value = url.trim()
  if (DATA_URL.test(value)) return true
  let parsed: URL
  try {
    parsed = new URL(value, BASE)
  } catch {
    return false
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false
  return EXTENSION.test(parsed.pathname) || NO_EXTENSION.test(parsed.pathname)
}
