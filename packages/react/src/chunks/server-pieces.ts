/**
 * `#server-pieces` as servers, tests and any non-browser build get it: no server HTML to take
 * over. Browser builds resolve the `browser` condition to `server-pieces.browser.ts`.
 * @module
 */

/** The HTML of the static blocks of the mixed list `id`: never, outside browser builds. */
export function readServerPieces(_id: string): ReadonlyMap<number, string> | undefined {
  return undefined
}
