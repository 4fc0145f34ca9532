import { STATIC_LIST_ATTRIBUTE } from '../static-html/static-list-attribute.ts'

/**
 * The elements of the page whose `STATIC_LIST_ATTRIBUTE` is `value` (or, with `isPrefix`, starts
 * with it); none outside a browser or for a selector the DOM refuses. Browser builds only.
 */
export function findMarked(value: string, isPrefix = false): Element[] {
  if (typeof document === 'undefined') return []
  // A quoted attribute value: only `"` and `\` need escaping there (React's ids have neither;
  // an `identifierPrefix` might).
  const quoted = value.replace(/["\\]/g, '\\$&')
  try {
    const operator = isPrefix ? '^=' : '='
    return [...document.querySelectorAll(`[${STATIC_LIST_ATTRIBUTE}${operator}"${quoted}"]`)]
  } catch {
    return []
  }
}
