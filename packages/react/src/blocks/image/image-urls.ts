import { getImageUrlKind, getSrcSets } from '../shared-media/get-src-set.ts'
import type { ImageUrlKind } from '../shared-media/get-src-set.ts'

/** What an image takes from its URL alone. */
export interface ImageUrls {
  kind: ImageUrlKind
  /** Our `srcset` (see `getSrcSets`), undefined when the URL has none. */
  srcSet: string | undefined
  webpSrcSet: string | undefined
}

/**
 * Most images of a page, and of the pages a server renders again and again, are the same few
 * hundred URLs: their parts are kept (up to this many per map; a full map starts over).
 */
const CACHE_SIZE = 256
/** Longer URLs (inline `data:` images) are computed each time rather than kept in memory. */
const MAX_CACHED_URL_LENGTH = 2048
const withWebpCache = new Map<string, ImageUrls>()
const withoutWebpCache = new Map<string, ImageUrls>()

function compute(src: string, withWebp: boolean): ImageUrls {
  const kind = getImageUrlKind(src)
  return { kind, ...getSrcSets(src, kind, withWebp) }
}

/**
 * The URL-derived parts of an image: a pure function of `src` and `withWebp`, computed once per
 * URL (a string key: the content objects themselves are never cached on).
 */
export function getImageUrls(src: string, withWebp: boolean): ImageUrls {
  if (src.length > MAX_CACHED_URL_LENGTH) return compute(src, withWebp)
  const cache = withWebp ? withWebpCache : withoutWebpCache
  let parts = cache.get(src)
  if (parts === undefined) {
    // Frozen: every render shares it.
    parts = Object.freeze(compute(src, withWebp))
    if (cache.size >= CACHE_SIZE) cache.clear()
    cache.set(src, parts)
  }
  return parts
}
