import { useEffect, useState } from 'react'
import type { ApiClient } from '../api/api-client.ts'
import { listAllEntries } from '../api/list-all.ts'

/** An entry another can point to: its id and name. */
export interface EntryChoice {
  id: string
  name: string
}

/** The entries of a model, once per client and model (the panel asks again on every mount). */
const cache = new WeakMap<ApiClient, Map<string, Promise<EntryChoice[]>>>()

/** The entries of `model` in the space, by the write API (drafts too), by name. */
export function listEntries(api: ApiClient, model: string): Promise<EntryChoice[]> {
  let byModel = cache.get(api)
  if (!byModel) cache.set(api, (byModel = new Map()))
  let found = byModel.get(model)
  if (!found) {
    found = listAllEntries<{ id: string; name?: string }>(api, model).then((entries) =>
      entries
        .map((entry) => ({ id: entry.id, name: entry.name ?? entry.id }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    )
    found.catch(() => byModel.delete(model))
    byModel.set(model, found)
  }
  return found
}

/** The entries of `model` (undefined while loading), or the error that kept them. */
export function useEntries(
  api: ApiClient | undefined,
  model: string,
): { entries?: EntryChoice[]; error?: string } {
  const [state, setState] = useState<{ entries?: EntryChoice[]; error?: string }>({})
  useEffect(() => {
    if (!api) return undefined
    let live = true
    listEntries(api, model).then(
      (entries) => live && setState({ entries }),
      (caught: unknown) =>
        live && setState({ error: caught instanceof Error ? caught.message : String(caught) }),
    )
    return () => {
      live = false
    }
  }, [api, model])
  return api ? state : { error: 'No service to list entries from' }
}
