/** The separator of a piece marker: React's ids never hold it. */
export const PIECE_SEPARATOR = '#'

/**
 * The marker (`STATIC_LIST_ATTRIBUTE`) of the static block at `index` of the mixed list whose
 * `useId()` is `listId`: its wrapper's inner HTML is what the static writer made.
 */
export function staticPieceMarker(listId: string, index: number): string {
  return `${listId}${PIECE_SEPARATOR}${index}`
}
