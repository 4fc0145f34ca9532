import { ApiError } from '../api/api-client.ts'
import type { ApiClient } from '../api/api-client.ts'
import type { JsonObject } from '../state/doc-types.ts'
import type { ContentEntry } from './symbol-graph.ts'
import { SYMBOL_MODEL } from './symbol-refs.ts'

/** Entries per request when listing a whole model (the write API's most). */
const PAGE_SIZE = 100
/** A model with more entries than this is read no further (a safety stop). */
const MAX_ENTRIES = 10_000

/** Every entry of a model, latest bodies (drafts included), through the write API. */
export async function listAllEntries(api: ApiClient, model: string): Promise<ContentEntry[]> {
  const all: ContentEntry[] = []
  for (let offset = 0; offset < MAX_ENTRIES; offset += PAGE_SIZE) {
    const { results } = await api.json<{ results: ContentEntry[] }>(
      `/api/v1/write/${encodeURIComponent(model)}?limit=${PAGE_SIZE}&offset=${offset}`,
    )
    all.push(...results)
    if (results.length < PAGE_SIZE) break
  }
  return all
}

/** The symbols of the space that are not archived. */
export async function listSymbolEntries(api: ApiClient): Promise<ContentEntry[]> {
  const all = await listAllEntries(api, SYMBOL_MODEL)
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
