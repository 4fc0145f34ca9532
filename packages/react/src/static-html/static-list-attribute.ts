/**
 * The attribute on an element whose inner HTML the static writer made, so that hydration in a
 * browser build can take that HTML over from the page (`#server-html`) instead of writing it
 * again:
 * - on the container of a block list rendered as one HTML string, the list's `useId()` (the
 *   same on the server and while hydrating);
 * - on the wrapper of each static block of a mixed list, `staticPieceMarker`.
 */
export const STATIC_LIST_ATTRIBUTE = 'data-tessera-html'
