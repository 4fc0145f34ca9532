/**
 * `#server-html` in browser builds (the `browser` import condition): while hydrating, a block
 * list that the server wrote as one static HTML string (its container marked with
 * `STATIC_LIST_ATTRIBUTE` and the list's `useId`) takes that HTML over from the page instead of
 * building it again, so a page of static blocks hydrates without the code that writes them.
 * Ids of lists mounted after hydration are never the server's, so they never match.
 * @module
 */
import { findMarked } from './find-marked.ts'

/**
 * The inner HTML of the container the server marked with `id`, if the page has exactly one.
 * Two (separate React roots without an `identifierPrefix` give the same ids) means the list
 * cannot tell which is its own: it is then built again, as after hydration.
 */
export function readServerHtml(id: string): string | undefined {
  const found = findMarked(id)
  return found.length === 1 ? found[0]?.innerHTML : undefined
}
