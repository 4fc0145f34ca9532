/**
 * The attribute on the container of a block list rendered as one static HTML string; its value
 * is the list's `useId()`, the same on the server and while hydrating. In browser builds,
 * hydration takes the list's HTML over from the marked element (`#server-html`).
 */
export const STATIC_LIST_ATTRIBUTE = 'data-tessera-html'
