import { ApiError } from '../api/api-client.ts'
import type { ApiClient } from '../api/api-client.ts'
import { listAllEntries } from '../api/list-all.ts'
import type { JsonObject } from '../state/doc-types.ts'
import type { ContentEntry } from './symbol-graph.ts'
import { SYMBOL_MODEL } from './symbol-refs.ts'

/** The symbols of the space that are not archived. */
export async function listSymbolEntries(api: ApiClient): Promise<ContentEntry[]> {
  const all = await listAllEntries<ContentEntry>(api, SYMBOL_MODEL)
  return all.filter((entry) => entry.published !== 'archived')
}

/**
 * Makes sure the space has the `symbol` model (every new space has it; an imported or older
 * one may not): reads it through the models API and, when missing, creates it (kind
 * `symbol`). Creating a model takes an admin; others get the service's message.
 */
export async function ensureSymbolModel(api: ApiClient): Promise<void> {
  try {
    await api.json(`/api/v1/models/${SYMBOL_MODEL}`)
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 404) throw error
    await api.json(`/api/v1/models/${SYMBOL_MODEL}`, { method: 'PUT', body: { kind: 'symbol' } })
  }
}

/**
 * Creates a published symbol entry holding `blocks` (published at once, so the pages that
 * use it show it as soon as they are published themselves).
 */
export async function createSymbol(
  api: ApiClient,
  name: string,
  blocks: JsonObject[],
): Promise<ContentEntry> {
  await ensureSymbolModel(api)
  return api.json<ContentEntry>(`/api/v1/write/${SYMBOL_MODEL}?publish=true`, {
    method: 'POST',
    body: { name, data: { blocks, inputs: [] } },
  })
}

/** The latest body of a symbol entry. */
export const getSymbol = (api: ApiClient, id: string) =>
  api.json<ContentEntry>(`/api/v1/write/${SYMBOL_MODEL}/${encodeURIComponent(id)}`)
