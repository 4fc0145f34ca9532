import { STATIC_LIST_ATTRIBUTE } from '../static-html/static-list-attribute.ts'

/**
 * The server's HTML of a stand-in's block, read from the page in the browser: the content of
 * the element the server wrote with its `builder-id`, and the mark a static list put on it
 * (`STATIC_LIST_ATTRIBUTE`), which hydration must find again. Kept once read, for renders after
 * the page's elements are gone (back to a page Next's router kept).
 * @module
 */

/** What the server wrote of a block. */
export interface ServerBlock {
  html: string
  /** The static list's mark on the element, if it had one. */
  marker: string | null
}

const read = new Map<string, ServerBlock>()

/** Ids a selector can hold as they are (Builder's: `builder-` and hex digits). */
const PLAIN_ID = /^[\w.:~-]+$/

/** The elements the server wrote for block `id`. */
function elementsOf(id: string): Element[] {
  if (PLAIN_ID.test(id)) return [...document.querySelectorAll(`[builder-id="${id}"]`)]
  // Any other id is compared as it is rather than escaped into a selector.
  const all = document.querySelectorAll('[builder-id]')
  return [...all].filter((element) => element.getAttribute('builder-id') === id)
}

/**
 * The server's HTML of block `id`: from the page (every element with that id the same, as a
 * symbol shown twice) or as read before; undefined outside a browser or when neither has it.
 */
export function readServerBlock(id: string): ServerBlock | undefined {
  if (typeof document === 'undefined') return undefined
  const found = elementsOf(id)
  const first = found[0]
  if (!first) return read.get(id)
  const html = first.innerHTML
  for (const element of found) if (element.innerHTML !== html) return read.get(id)
  const block = { html, marker: first.getAttribute(STATIC_LIST_ATTRIBUTE) }
  read.set(id, block)
  return block
}
