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
 * Request header set (to `1`) by `proxy.ts` on the requests the server renders as an HTML
 * document ({@link isDocumentRequest}), and removed from every other request.
 */
export const DOCUMENT_HEADER = 'x-tessera-document'

/**
 * Whether the server renders the request as an HTML document: a GET asking for `text/html`,
 * as browsers navigate. Next's own requests for a page's RSC payload (navigations inside the
 * site) ask for anything and get no HTML, so their entry is sent whole; so is a HEAD's (its
 * body is never rendered, and its full entry would wait in the store for nothing).
 */
export function isDocumentRequest(method: string, headers: Pick<Headers, 'get'>): boolean {
  return method === 'GET' && headers.get('accept')?.includes('text/html') === true
}

/**
 * The entry as the page ships it, with its landmark: stripped for a document request (marked by
 * the proxy: {@link DOCUMENT_HEADER}) outside previews and the editor (where the editor changes
 * the content), else whole.
 */
export function shipEntry(
  page: Entry | null,
  headers: Pick<Headers, 'get'>,
  isPreviewing: boolean,
): ShippedEntry {
  const entry = withMainLandmark(page)
  if (entry === null || isPreviewing || headers.get(DOCUMENT_HEADER) !== '1') return { entry }
  const stripped = stripServerBlocks(entry)
  if (stripped === entry) return { entry }
  return { entry: stripped, serverEntryKey: holdServerEntry(entry) }
}
