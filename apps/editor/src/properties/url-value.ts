/** Schemes a link or media URL may use (never `javascript:` or `data:`). */
const SCHEMES = new Set(['http:', 'https:', 'mailto:', 'tel:'])

/**
 * Why `text` is not a URL an author may link to, or `undefined` when it is: an absolute
 * `http(s)`, `mailto` or `tel` URL, or a path on the site (`/pricing`, `#top`, `?a=1`,
 * `../up`). Blank is fine (no link).
 */
export function urlError(text: string): string | undefined {
  const value = text.trim()
  if (value === '') return undefined
  if (/^(\/|#|\?|\.\.?\/)/.test(value)) {
    return /\s/.test(value) ? 'A URL has no spaces' : undefined
  }
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return 'Enter a full URL (https://…) or a path starting with /'
  }
  if (!SCHEMES.has(url.protocol)) return `Links may not use ${url.protocol}`
  if ((url.protocol === 'http:' || url.protocol === 'https:') && url.hostname === '') {
    return 'Enter a full URL (https://…) or a path starting with /'
  }
  return undefined
}
