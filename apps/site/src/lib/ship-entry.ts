import type { Entry } from '@tessera/core'
import { stripServerBlocks } from '@tessera/react/server-blocks'
import { withMainLandmark } from './page-landmarks.ts'
import { holdServerEntry } from './server-entries.ts'

/**
 * What a page sends its client component (`SiteContent`): the entry with its `<main>` landmark
 * (`withMainLandmark`, decided here from the whole content), stripped of the blocks the
 * server's HTML holds whole (`stripServerBlocks`) when the server renders the page as a
 * document, with the key of the full entry the server render takes (`takeServerEntry`).
 * @module
 */

/** The entry the page's props carry, and the key of the full one for the server render. */
export interface ShippedEntry {
  entry: Entry | null
  serverEntryKey?: string
}

/**
 * Whether the request is for an HTML document (a browser's navigation asks for `text/html`),
 * which the server renders. Next's own requests for a page's RSC payload (navigations inside
 * the site) ask for anything: no HTML is rendered for them, so their entry is sent whole.
 */
export function isDocumentRequest(headers: Pick<Headers, 'get'>): boolean {
  return headers.get('accept')?.includes('text/html') === true
}

/**
 * The entry as the page ships it, with its landmark: stripped for a document request outside
 * previews and the editor (where the editor changes the content), else whole.
 */
export function shipEntry(
  page: Entry | null,
  headers: Pick<Headers, 'get'>,
  isPreviewing: boolean,
): ShippedEntry {
  const entry = withMainLandmark(page)
  if (entry === null || isPreviewing || !isDocumentRequest(headers)) return { entry }
  const stripped = stripServerBlocks(entry)
  if (stripped === entry) return { entry }
  return { entry: stripped, serverEntryKey: holdServerEntry(entry) }
}
