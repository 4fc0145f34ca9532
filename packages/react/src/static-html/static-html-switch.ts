/**
 * Test-only switch of the static-HTML fast path (not exported from the package): tests render
 * the same content with the fast path on and off and compare, and count how often it was taken.
 * @module
 */

let isEnabled = true
const counts = { list: 0, blocks: 0 }

/** How a block list skipped React elements: all of it as one string, or block by block. */
export type StaticHtmlKind = keyof typeof counts

/** Turns the static-HTML fast path of block lists on (default) or off. */
export function setStaticHtmlEnabled(enabled: boolean): void {
  isEnabled = enabled
}

/** Whether block lists may render their static blocks from HTML strings. */
export function isStaticHtmlEnabled(): boolean {
  return isEnabled
}

/** Counts one block list rendered through the fast path. */
export function countStaticHtmlRender(kind: StaticHtmlKind): void {
  counts[kind] += 1
}

/** How many block lists rendered through the fast path (of this kind) since the process started. */
export function getStaticHtmlRenderCount(kind: StaticHtmlKind = 'list'): number {
  return counts[kind]
}
