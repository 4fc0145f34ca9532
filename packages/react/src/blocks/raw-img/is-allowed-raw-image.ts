/** Image types a Raw:Img block shows, by file extension. */
export const RAW_IMAGE_EXTENSIONS = ['jpeg', 'jpg', 'png', 'svg', 'webp'] as const

const EXTENSION = /\.(?:jpe?g|png|svg|webp)$/i
const DATA_URL = /^data:image\/(?:jpe?g|png|svg\+xml|webp)[;,]/i
const BASE = 'http://relative.invalid'

/**
 * Whether a Raw:Img may show `url`: an http(s) or relative URL whose path (query and hash
 * ignored) ends in `.jpeg`, `.jpg`, `.png`, `.svg` or `.webp` (any case), or a `data:` URL of
 * one of those types.
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
  return EXTENSION.test(parsed.pathname)
}
