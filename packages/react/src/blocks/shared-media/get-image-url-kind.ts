/**
 * How an image URL can be resized: `resizable` takes `?width=N` (and `?format=webp`): the
 * service's own `/api/v1/image/` URLs on any host (relative ones too) and builder.io URLs;
 * `shopify` takes a `_<N>x<N>` filename suffix (cdn.shopify.com); `other` cannot be resized.
 */
export type ImageUrlKind = 'resizable' | 'shopify' | 'other'

/** Base for reading relative URLs; never part of a result. */
const RELATIVE_HOST = 'relative.invalid'
/**
 * URLs a string reading gives the host and path of exactly as the URL parser would, all
 * printable ASCII without `\`: `http(s)://` and a host of ASCII labels ending with a letter
 * label (no user, port, escape, IPv4 number or punycode), or a path from the root (not `//`);
 * then path segments that are no dot segments (`.`, `%2e`…), then any query and hash.
 */
const PLAIN_URL =
  /^(?:https?:\/\/(?![^/?#]*xn--)([\w-]+(?:\.[\w-]+)*\.[a-z_-]+)|(?=\/(?!\/)))((?:\/(?!\.|%2e)[!"$-.0->@-[\]-~]*)*)(?:[?#][!-[\]-~]*)?$/i

/**
 * The kind from a URL's host and path (both as the URL parser gives them): builder.io and its
 * subdomains, Shopify's CDN, or the path of the service's image route.
 */
function kindOf(host: string, pathname: string): ImageUrlKind {
  if (host === 'cdn.shopify.com') return 'shopify'
  if (host === 'builder.io' || host.endsWith('.builder.io')) return 'resizable'
  return pathname.includes('/api/v1/image/') ? 'resizable' : 'other'
}

/**
 * Which resizing scheme applies to an image URL (see {@link ImageUrlKind}), as the WHATWG URL
 * parser reads it (relative URLs against an http base). Common URLs are read as strings;
 * others go through `URL`.
 */
export function getImageUrlKind(url: string): ImageUrlKind {
  const plain = PLAIN_URL.exec(url)
  if (plain) return kindOf(plain[1]?.toLowerCase() ?? RELATIVE_HOST, plain[2] ?? '')
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
