import type { Entry } from '@tessera/core'
import { readServerBlock } from './read-server-block.ts'
import { SERVER_HTML_BLOCK } from './server-html-names.ts'

function visit(value: unknown): void {
  if (Array.isArray(value)) {
    for (const item of value) visit(item)
    return
  }
  if (typeof value !== 'object' || value === null) return
  const block = value as { component?: { name?: unknown }; id?: unknown }
  if (block.component?.name === SERVER_HTML_BLOCK && typeof block.id === 'string') {
    readServerBlock(block.id)
    return
  }
  for (const item of Object.values(value)) visit(item)
}

/**
 * Reads the server's HTML of every stand-in of `entry` from the page while it is there (after
 * hydration), so that the entry renders again after the page's elements are gone: Next's
 * router shows a page it kept (back to the first page) from the same props. Stand-ins inside
 * static HTML are never rendered while hydrating, so they are read here.
 */
export function rememberServerBlocks(entry: Entry | null | undefined): void {
  visit(entry?.data?.blocks)
}
