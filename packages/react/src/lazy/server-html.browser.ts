/**
 * `#server-html` in browser builds (the `browser` import condition): while hydrating, a block
 * list that the server wrote from static HTML takes that HTML over from the page instead of
 * building it again (see `STATIC_LIST_ATTRIBUTE`), so a page of static blocks hydrates without
 * the code that writes them. Ids of lists mounted after hydration are never the server's, so
 * they never match.
 * @module
 */
import { PIECE_SEPARATOR, STATIC_LIST_ATTRIBUTE } from '../static-html/static-list-attribute.ts'

/** The elements whose marker `[STATIC_LIST_ATTRIBUTE]` is `value` (or starts with it). */
function marked(value: string, isPrefix: boolean): Element[] {
  if (typeof document === 'undefined') return []
  // A quoted attribute value: only `"` and `\` need escaping there (React's ids have neither;
  // an `identifierPrefix` might). A selector the DOM still refuses finds nothing.
  const quoted = value.replace(/["\\]/g, '\\$&')
  try {
    const operator = isPrefix ? '^=' : '='
    return [...document.querySelectorAll(`[${STATIC_LIST_ATTRIBUTE}${operator}"${quoted}"]`)]
  } catch {
    return []
  }
}

/**
 * The inner HTML of the container the server marked with `id`, if the page has exactly one.
 * Two (separate React roots without an `identifierPrefix` give the same ids) means the list
 * cannot tell which is its own: it is then built again, as after hydration.
 */
export function readServerHtml(id: string): string | undefined {
  const found = marked(id, false)
  return found.length === 1 ? found[0]?.innerHTML : undefined
}

/**
 * The inner HTML of the static blocks of the mixed list `id` as the server wrote them (their
 * wrappers marked with `staticPieceMarker(id, index)`), by block index; undefined when there
 * are none. Like {@link readServerHtml}, nothing is taken over when two lists could be the
 * list's own: marked blocks in more than one container, or an index marked twice.
 */
export function readServerPieces(id: string): ReadonlyMap<number, string> | undefined {
  const prefix = `${id}${PIECE_SEPARATOR}`
  const found = marked(prefix, true)
  const container = found[0]?.parentElement
  if (!container || found.some((element) => element.parentElement !== container)) return undefined
  const pieces = new Map<number, string>()
  for (const element of found) {
    const suffix = element.getAttribute(STATIC_LIST_ATTRIBUTE)?.slice(prefix.length) ?? ''
    if (!/^\d{1,6}$/.test(suffix)) continue
    const index = Number(suffix)
    if (pieces.has(index)) return undefined
    pieces.set(index, element.innerHTML)
  }
  return pieces.size > 0 ? pieces : undefined
}
