/**
 * `#server-pieces` in browser builds (the `browser` import condition): while hydrating, a mixed
 * block list takes the HTML of its static blocks over from the page (see `staticPieceMarker`).
 * Read by the React renderer, which such a list loads anyway, so the initial chunk does without.
 * @module
 */
import { PIECE_SEPARATOR } from '../static-html/piece-marker.ts'
import { STATIC_LIST_ATTRIBUTE } from '../static-html/static-list-attribute.ts'
import { findMarked } from './find-marked.ts'

/**
 * The inner HTML of the static blocks of the mixed list `id` as the server wrote them (their
 * wrappers marked with `staticPieceMarker(id, index)`), by block index; undefined when there
 * are none. Like `readServerHtml`, nothing is taken over when two lists could be the list's
 * own: marked blocks in more than one container, or an index marked twice.
 */
export function readServerPieces(id: string): ReadonlyMap<number, string> | undefined {
  const prefix = `${id}${PIECE_SEPARATOR}`
  const found = findMarked(prefix, true)
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
