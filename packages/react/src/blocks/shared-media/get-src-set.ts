import { IMAGE_WIDTHS } from '@tessera/core'

/**
 * How an image URL can be resized: `resizable` takes `?width=N` (and `?format=webp`): the
 * service's own `/api/v1/image/` URLs on any host (relative ones too) and builder.io URLs;
 * `shopify` takes a `_<N>x<N>` filename suffix (cdn.shopify.com); `other` cannot be resized.
 */
export type ImageUrlKind = 'resizable' | 'shopify' | 'other'

/** Base for reading relative URLs; never part of a result. */
const RELATIVE_BASE = 'http://relative.invalid'
/** Extensions whose images must not be converted to WebP (vector, animation). */
const NO_WEBP_EXTENSION = /\.(?:svg|gif)$/i
/** A Shopify size suffix (`_400x400`, `_400x`, `_x400`, with `@2x`) before the extension. */
const SHOPIFY_FILE = /^(.*?)(?:_(?:\d+x\d*|x\d+)(?:@\dx)?)?(\.[A-Za-z0-9]+)$/

function parseUrl(url: string): URL | undefined {
  try {
    return new URL(url, RELATIVE_BASE)
  } catch {
    return undefined
  }
}

/** Splits `url` into the part before `?`/`#`, the query (without `?`) and the hash (with `#`). */
function splitUrl(url: string): { path: string; query: string; hash: string } {
  const hashAt = url.indexOf('#')
  const hash = hashAt < 0 ? '' : url.slice(hashAt)
  const base = hashAt < 0 ? url : url.slice(0, hashAt)
  const queryAt = base.indexOf('?')
  if (queryAt < 0) return { path: base, query: '', hash }
  return { path: base.slice(0, queryAt), query: base.slice(queryAt + 1), hash }
}

function paramName(part: string): string {
  const equals = part.indexOf('=')
  return equals < 0 ? part : part.slice(0, equals)
}

/** Whether the URL's query has the parameter `name`. */
function hasQueryParam(url: string, name: string): boolean {
  return splitUrl(url)
    .query.split('&')
    .some((part) => paramName(part) === name)
}

/**
 * `url` with the query parameter `name` set to `value`: replaced where it is (every other
 * parameter kept byte for byte), else appended.
 */
export function setQueryParam(url: string, name: string, value: string): string {
  const { path, query, hash } = splitUrl(url)
  const parts = query === '' ? [] : query.split('&')
  const pair = `${name}=${encodeURIComponent(value)}`
  let isReplaced = false
  const next = parts.flatMap((part) => {
    if (paramName(part) !== name) return [part]
    if (isReplaced) return []
    isReplaced = true
    return [pair]
  })
  if (!isReplaced) next.push(pair)
  return `${path}?${next.join('&')}${hash}`
}

/** Which resizing scheme applies to an image URL (see {@link ImageUrlKind}). */
export function getImageUrlKind(url: string): ImageUrlKind {
  if (url.trim() === '' || /\s/.test(url)) return 'other'
  const parsed = parseUrl(url)
  if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')) return 'other'
  const host = parsed.hostname.toLowerCase()
  if (host === 'cdn.shopify.com') return 'shopify'
  if (host === 'builder.io' || host.endsWith('.builder.io')) return 'resizable'
  return parsed.pathname.includes('/api/v1/image/') ? 'resizable' : 'other'
}

/** A Shopify CDN URL resized to fit `size`×`size` (any size suffix replaced), or undefined. */
function getShopifyUrl(url: string, size: number): string | undefined {
  const { path, query, hash } = splitUrl(url)
  const match = SHOPIFY_FILE.exec(path)
  if (!match) return undefined
  const [, stem = '', extension = ''] = match
  return `${stem}_${size}x${size}${extension}${query === '' ? '' : `?${query}`}${hash}`
}

/**
 * `url` cut around the value of the query parameter `name` as {@link setQueryParam} sets it:
 * `before + value + query + hash` is `setQueryParam(url, name, value)`.
 */
function cutAtQueryParam(
  url: string,
  name: string,
): { before: string; query: string; hash: string } {
  const { path, query, hash } = splitUrl(url)
  let before = `${path}?`
  let after = ''
  let isFound = false
  for (const part of query === '' ? [] : query.split('&')) {
    if (paramName(part) === name) isFound = true
    else if (isFound) after += `&${part}`
    else before += `${part}&`
  }
  return { before: `${before}${name}=`, query: after, hash }
}

/** The candidates of a resizable URL, each `<url with width=N><extra> Nw`. */
function resizedSrcSet(url: string, extraQuery: string): string {
  const { before, query, hash } = cutAtQueryParam(url, 'width')
  let srcSet = ''
  for (const width of IMAGE_WIDTHS) {
    if (srcSet !== '') srcSet += ', '
    srcSet += `${before}${width}${query}${extraQuery}${hash} ${width}w`
  }
  return srcSet
}

/**
 * The `srcset` of an image URL at the widths of `IMAGE_WIDTHS` (100…2000): `width=N` set on
 * resizable URLs (see {@link ImageUrlKind}), a `_NxN` suffix on Shopify ones. Undefined for
 * other URLs (and Shopify URLs without a file extension).
 * @param kind - `getImageUrlKind(url)`, when already known
 * @example
 * getSrcSet('/api/v1/image/assets%2Fs%2Fa?width=50')
 * // '/api/v1/image/assets%2Fs%2Fa?width=100 100w, …, /api/v1/image/assets%2Fs%2Fa?width=2000 2000w'
 */
export function getSrcSet(url: string, kind = getImageUrlKind(url)): string | undefined {
  if (kind === 'resizable') return resizedSrcSet(url, '')
  if (kind === 'shopify' && getShopifyUrl(url, 1) !== undefined) {
    return IMAGE_WIDTHS.map((w) => `${getShopifyUrl(url, w) ?? url} ${w}w`).join(', ')
  }
  return undefined
}

/**
 * The WebP `srcset` of an image URL: {@link getSrcSet}'s candidates with `format=webp`. Only
 * for resizable URLs (Shopify's CDN picks WebP itself from the `Accept` header), and not for
 * `.svg`/`.gif` paths (vector or animated) or URLs that already ask for a `format`.
 * @param kind - `getImageUrlKind(url)`, when already known
 */
export function getWebpSrcSet(url: string, kind = getImageUrlKind(url)): string | undefined {
  if (kind !== 'resizable') return undefined
  if (NO_WEBP_EXTENSION.test(splitUrl(url).path) || hasQueryParam(url, 'format')) return undefined
  return resizedSrcSet(url, '&format=webp')
}
