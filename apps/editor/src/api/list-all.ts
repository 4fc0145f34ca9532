import type { ApiClient } from './api-client.ts'

/** What a paged read of a listing found: the items, and whether the service has more. */
export interface Listed<T> {
  items: T[]
  /** True when the listing goes on past the `max` items read. */
  more: boolean
}

export interface ListAllOptions {
  /** Items per request, at most what the route allows (the write API: 100). */
  pageSize: number
  /** Items to read at most; one more is asked for to know whether `more`. */
  max: number
}

/**
 * Reads a listing of the service (`{ results }`, `?limit&offset`) page after page until a short
 * page or `max` items, whichever comes first. `path` may carry its own query (`?form=…`).
 * Listings are newest first: an item changed while the pages are read moves to the front and
 * could be read twice, so an id read before is not added again.
 */
export async function listAll<T extends { id: string }>(
  api: ApiClient,
  path: string,
  { pageSize, max }: ListAllOptions,
): Promise<Listed<T>> {
  const items: T[] = []
  const seen = new Set<string>()
  const join = path.includes('?') ? '&' : '?'
  for (let offset = 0; ;) {
    const limit = Math.min(pageSize, max + 1 - offset)
    const { results } = await api.json<{ results: T[] }>(
      `${path}${join}limit=${limit}&offset=${offset}`,
    )
    for (const item of results) {
      if (seen.has(item.id)) continue
      seen.add(item.id)
      items.push(item)
    }
    offset += results.length
    if (results.length < limit || offset > max) break
  }
  return { items: items.slice(0, max), more: items.length > max }
}

/** Entries per request of the write API (its most). */
export const ENTRIES_PAGE_SIZE = 100
/** Entries of one model the editor reads at most (a safety stop: 100 requests). */
export const MAX_ENTRIES = 10_000

/** Every entry of a model (drafts included, newest first), through the write API. */
export async function listAllEntries<T extends { id: string }>(
  api: ApiClient,
  model: string,
): Promise<T[]> {
  const path = `/api/v1/write/${encodeURIComponent(model)}`
  return (await listAll<T>(api, path, { pageSize: ENTRIES_PAGE_SIZE, max: MAX_ENTRIES })).items
}
