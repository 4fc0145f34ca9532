/**
 * How an image URL can be resized: `resizable` takes `?width=N` (and `?format=webp`): the
 * service's own `/api/v1/image/` URLs on any host (relative ones too) and builder.io URLs;
 * `shopify` takes a `_<N>x<N>` filename suffix (cdn.shopify.com); `other` cannot be resized.
 */
export type ImageUrlKind = 'resizable' | 'shopify' | 'other'

/** Base for reading relative URLs; never part of a result. */
const RELATIVE_HOST = 'relative.invalid'
/** Printable ASCII without `\` (which the URL parser reads as `/` in http URLs). */
const PRINTABLE = /^[!-[\]-~]+$/
/**
 * `http(s)://` and a host of ASCII labels (no user, port or escape), or a path from the root
 * (not `//`); then the path. What the URL parser reads the same way.
 */
const PLAIN_URL = /^(?:https?:\/\/([\w-]+(?:\.[\w-]+)*\.?)(?=[/?#]|$)|(?=\/[^/]))([^?#]*)/i
/** Hosts the URL parser rewrites: a last label it reads as an IPv4 number, or punycode. */
const SPECIAL_HOST = /(?:^|\.)(?:\d+|0x[\da-f]*)\.?$|xn--/
/** Path parts the URL parser rewrites: dot segments (`/.`, `%2e`). */
const DOT_SEGMENT = /\/\.|%2e/i

/**
 * The kind from a URL's host and path (both as the URL parser gives them): builder.io and its
 * subdomains, Shopify's CDN, or the path of the service's image route.
 */
function kindOf(host: string, pathname: string): ImageUrlKind {
  if (host === 'cdn.shopify.com') return 'shopify'
  if (host === 'builder.io' || host.endsWith('.builder.io')) return 'resizable'
  return pathname.includes('/api/v1/image/') ? 'resizable' : 'other'
}

/** The kind of a URL read as a string, when that is how the URL parser reads it. */
function plainKind(url: string): ImageUrlKind | undefined {
  const match = PRINTABLE.test(url) ? PLAIN_URL.exec(url) : null
  if (!match) return undefined
  const host = match[1]?.toLowerCase() ?? RELATIVE_HOST
  const pathname = match[2] ?? ''
  return SPECIAL_HOST.test(host) || DOT_SEGMENT.test(pathname) ? undefined : kindOf(host, pathname)
}

/**
 * Which resizing scheme applies to an image URL (see {@link ImageUrlKind}), as the WHATWG URL
 * parser reads it (relative URLs against an http base). Common URLs are read as strings;
 * others go through `URL`.
 */
export function getImageUrlKind(url: string): ImageUrlKind {
  const kind = plainKind(url)
  if (kind !== undefined) return kind
  if (url.trim() === '' || /\s/.test(url)) return 'other'
  let parsed: URL
  try {
    parsed = new URL(url, `http://${RELATIVE_HOST}`)
  } catch {
    return 'other'
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return 'other'
  return kindOf(parsed.hostname.toLowerCase(), parsed.pathname)
}
