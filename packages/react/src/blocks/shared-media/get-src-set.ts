import { IMAGE_WIDTHS } from '@tessera/core'
import { getImageUrlKind } from './get-image-url-kind.ts'
import type { ImageUrlKind } from './get-image-url-kind.ts'
import { isSvgUrl } from './is-svg-url.ts'

export { getImageUrlKind } from './get-image-url-kind.ts'
export type { ImageUrlKind } from './get-image-url-kind.ts'

/** Extensions whose images must not be converted to WebP (vector, animation). */
const NO_WEBP_EXTENSION = /\.(?:svg|gif)$/i
/** A Shopify size suffix (`_400x400`, `_400x`, `_x400`, with `@2x`) before the extension. */
const SHOPIFY_FILE = /^(.*?)(?:_(?:\d+x\d*|x\d+)(?:@\dx)?)?(\.[A-Za-z0-9]+)$/

/** Keeps text as it is (the default `escape` of the srcset functions). */
function keep(text: string): string {
  return text
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

/** Whether a query (without `?`) has the parameter `name` (a name without `=` or `&`). */
function hasQueryParam(query: string, name: string): boolean {
  const parts = `&${query}&`
  return parts.includes(`&${name}=`) || parts.includes(`&${name}&`)
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

/** A Shopify CDN URL resized to fit `size`×`size` (any size suffix replaced), or undefined. */
function getShopifyUrl(url: string, size: number): string | undefined {
  const { path, query, hash } = splitUrl(url)
  const match = SHOPIFY_FILE.exec(path)
  if (!match) return undefined
  const [, stem = '', extension = ''] = match
  return `${stem}_${size}x${size}${extension}${query === '' ? '' : `?${query}`}${hash}`
}

/**
 * A query (without `?`) cut around the value of the parameter `name` as {@link setQueryParam}
 * sets it: `path + before + value + after + hash` is `setQueryParam(url, name, value)`.
 */
function cutQuery(query: string, name: string): { before: string; after: string } {
  let before = '?'
  let after = ''
  let isFound = false
  for (const part of query === '' ? [] : query.split('&')) {
    if (paramName(part) === name) isFound = true
    else if (isFound) after += `&${part}`
    else before += `${part}&`
  }
  return { before: `${before}${name}=`, after }
}

/** Both `srcset`s of an image URL (see {@link getSrcSets}). */
export interface SrcSets {
  srcSet: string | undefined
  webpSrcSet: string | undefined
}

/**
 * The candidates of a resizable URL, each `<url with width=N> Nw`, and with `format=webp` when
 * allowed and asked for; the parts taken from `url` passed through `escape`.
 */
function resizedSrcSets(url: string, withWebp: boolean, escape: (text: string) => string) {
  const { path, query, hash } = splitUrl(url)
  const cut = cutQuery(query, 'width')
  const before = escape(`${path}${cut.before}`)
  const after = escape(cut.after)
  const end = escape(hash)
  const isWebp = withWebp && !NO_WEBP_EXTENSION.test(path) && !hasQueryParam(query, 'format')
  const webpEnd = isWebp ? `${escape('&format=webp')}${end}` : ''
  let srcSet = ''
  let webpSrcSet = ''
  for (const width of IMAGE_WIDTHS) {
    // The candidates of both sets share their start.
    const start = `${srcSet === '' ? '' : ', '}${before}${width}${after}`
    srcSet += `${start}${end} ${width}w`
    if (isWebp) webpSrcSet += `${start}${webpEnd} ${width}w`
  }
  return { srcSet, webpSrcSet: isWebp ? webpSrcSet : undefined }
}

/**
 * The `srcset`s of an image URL at the widths of `IMAGE_WIDTHS` (100…2000): `srcSet` sets
 * `width=N` on resizable URLs (see `ImageUrlKind`) and a `_NxN` suffix on Shopify ones
 * (undefined for SVG images, other URLs and Shopify URLs without a file extension); `webpSrcSet` adds
 * `format=webp` to those candidates, when `withWebp`, only for resizable URLs (Shopify's CDN
 * picks WebP itself from the `Accept` header), and not for `.gif` paths (vector or
 * animated) or URLs that already ask for a `format`.
 * @param kind - `getImageUrlKind(url)`, when already known
 * @param escape - a per-character escape (such as HTML escaping) applied to the results: given
 *   their parts rather than the whole (the same strings, without scanning the long results)
 */
export function getSrcSets(
  url: string,
  kind: ImageUrlKind,
  withWebp: boolean,
  escape: (text: string) => string = keep,
): SrcSets {
  // A vector image looks the same at any width: no candidates.
  if (isSvgUrl(url)) return { srcSet: undefined, webpSrcSet: undefined }
  if (kind === 'resizable') return resizedSrcSets(url, withWebp, escape)
  let srcSet: string | undefined
  if (kind === 'shopify' && getShopifyUrl(url, 1) !== undefined) {
    srcSet = escape(IMAGE_WIDTHS.map((w) => `${getShopifyUrl(url, w) ?? url} ${w}w`).join(', '))
  }
  return { srcSet, webpSrcSet: undefined }
}

/**
 * The `srcset` of an image URL (see {@link getSrcSets}).
 * @example
 * getSrcSet('/api/v1/image/assets%2Fs%2Fa?width=50')
 * // '/api/v1/image/assets%2Fs%2Fa?width=100 100w, …, /api/v1/image/assets%2Fs%2Fa?width=2000 2000w'
 */
export function getSrcSet(url: string, kind = getImageUrlKind(url)): string | undefined {
  return getSrcSets(url, kind, false).srcSet
}

/** The WebP `srcset` of an image URL (see {@link getSrcSets}). */
export function getWebpSrcSet(url: string, kind = getImageUrlKind(url)): string | undefined {
  return getSrcSets(url, kind, true).webpSrcSet
}
