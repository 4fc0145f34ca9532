import { useState } from 'react'
import type { ApiClient } from '../api/api-client.ts'
import { useLoaded } from '../api/use-loaded.ts'
import { listAssets } from './assets-api.ts'
import type { AssetKind, LibraryAsset } from './assets-api.ts'

/** The library as a screen shows it: the assets matching a search and kind, and reloading. */
export interface AssetList {
  assets: LibraryAsset[] | undefined
  error: string | undefined
  search: string
  setSearch: (search: string) => void
  kind: AssetKind | ''
  setKind: (kind: AssetKind | '') => void
  reload: () => void
}

/** Loads the library's assets again whenever the search (debounced) or the kind changes. */
export function useAssetList(api: ApiClient, initialKind: AssetKind | '' = ''): AssetList {
  const [search, setSearch] = useState('')
  const [kind, setKind] = useState<AssetKind | ''>(initialKind)
  const {
    value: assets,
    error,
    reload,
  } = useLoaded(
    () => listAssets(api, { search: search.trim(), ...(kind ? { kind } : {}) }),
    [api, search, kind],
    150,
  )
  return { assets, error, search, setSearch, kind, setKind, reload }
}
