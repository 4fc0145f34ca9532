/**
 * `#server-html` as servers, tests and any non-browser build get it: there is no server HTML to
 * take over, so every block list is planned and rendered (see `use-list-element.ts`). Browser
 * builds resolve the `browser` condition to `server-html.browser.ts`.
 * @module
 */

/** The HTML of the static list the server marked with `id`: never, outside browser builds. */
export function readServerHtml(_id: string): string | undefined {
  return undefined
}
