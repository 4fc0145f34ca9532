import { attributeHtml } from '../../static-html/attributes-to-html.ts'
import { escapeHtmlText } from '../../static-html/escape-html-text.ts'
import { getImageUrlKind, getSrcSets } from '../shared-media/get-src-set.ts'
import type { ImageUrlKind } from '../shared-media/get-src-set.ts'

/** What the static HTML of an image takes from its URL alone (strings already escaped). */
export interface ImageUrlHtml {
  kind: ImageUrlKind
  /** ` src="…"`. */
  src: string
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
const withWebpCache = new Map<string, ImageUrlHtml>()
const withoutWebpCache = new Map<string, ImageUrlHtml>()

function compute(src: string, withWebp: boolean): ImageUrlHtml {
  const kind = getImageUrlKind(src)
  // Our srcsets are built escaped (from escaped parts): no scan of the long strings.
  const { srcSet, webpSrcSet } = getSrcSets(src, kind, withWebp, escapeHtmlText)
  return { kind, src: attributeHtml('src', src), srcSet, webpSrcSet }
}

/**
 * The URL-derived parts of an image's HTML: a pure function of `src` and `withWebp`, computed
 * once per URL (a string key: the content objects themselves are never cached on).
 * @throws NotStaticError for a URL React would not write as it is (see `attributeHtml`)
 */
export function getImageUrlHtml(src: string, withWebp: boolean): ImageUrlHtml {
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
