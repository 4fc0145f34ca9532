import { isSafeUrlAttribute } from '../pipeline/is-safe-url-attribute.ts'

/** Longest scheme prefix `isSafeUrlAttribute` looks at (`javascript:`, `data:image/`). */
const PREFIX_LENGTH = 11

/**
 * The first `PREFIX_LENGTH` characters of a URL lower-cased, ignoring ASCII whitespace and
 * control characters (as browsers do inside a scheme).
 */
function schemePrefix(url: string): string {
  let prefix = ''
  for (let index = 0; index < url.length && prefix.length < PREFIX_LENGTH; index++) {
    const code = url.charCodeAt(index)
    if (code <= 0x20 || code === 0x7f) continue
    prefix += url[index]
  }
  return prefix.toLowerCase()
}

/**
 * `isSafeUrlAttribute(name, url)` for `href` and `src`, without copying long URLs: only their
 * scheme decides. Checked against `isSafeUrlAttribute` by tests.
 */
export function isSafeUrl(name: 'href' | 'src', url: string): boolean {
  // A first character that is kept and starts none of the schemes (`/`, `h`…) decides at once.
  const code = url.charCodeAt(0)
  const lower = code | 0x20
  if (code > 0x20 && code !== 0x7f && lower !== 0x6a && lower !== 0x76 && lower !== 0x64) {
    return true
  }
  const prefix = schemePrefix(url)
  // Plain relative or http(s) URLs are the common case.
  if (
    !prefix.startsWith('javascript:') &&
    !prefix.startsWith('vbscript:') &&
    !prefix.startsWith('data:')
  ) {
    return true
  }
  return isSafeUrlAttribute(name, url)
}
