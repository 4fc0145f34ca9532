import type { ApiClient } from '../api/api-client.ts'
import { listAllEntries } from '../api/list-all.ts'
import { pageUrlPath } from '../api/pages-api.ts'
import type { PageEntry } from '../api/pages-api.ts'
import { pagesUsingSymbol, symbolGraph } from './symbol-graph.ts'
import type { ContentEntry } from './symbol-graph.ts'
import { listSymbolEntries } from './symbols-api.ts'

/** A page that shows a symbol, as the list before publishing names it. */
export interface SymbolUsage {
  id: string
  name: string
  path: string | undefined
}

/**
 * The pages (not archived) that show symbol `symbolId`, directly or inside other symbols,
 * from the latest bodies of the space's pages and symbols (the write API, read whole). Done
 * in the editor rather than by a new service query: the editor already lists entries through
 * this API, and scanning a space's pages takes one request per hundred of them.
 */
export async function loadSymbolUsages(api: ApiClient, symbolId: string): Promise<SymbolUsage[]> {
  const [pages, symbols] = await Promise.all([
    listAllEntries<ContentEntry>(api, 'page'),
    listSymbolEntries(api),
  ])
  const live = pages.filter((page) => page.published !== 'archived')
  return pagesUsingSymbol(live, symbolGraph(symbols), symbolId).map((page) => ({
    id: page.id,
    name: page.name ?? page.id,
    path: pageUrlPath(page as PageEntry),
  }))
}
