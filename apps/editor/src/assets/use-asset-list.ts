import { useState } from 'react'
import type { ApiClient } from '../api/api-client.ts'
import { useLoadedList } from '../api/use-loaded-list.ts'
import type { Listed } from '../api/list-all.ts'
import { ASSETS_STEP, listAssets } from './assets-api.ts'
import type { AssetKind, LibraryAsset } from './assets-api.ts'

/** The library as a screen shows it: the assets matching a search and kind, and reloading. */
export interface AssetList {
  assets: LibraryAsset[] | undefined
  /** The first assets read, and whether the library has more (for `ShowMore`). */
  listed: Listed<LibraryAsset> | undefined
  showMore: () => void
  error: string | undefined
  search: string
  setSearch: (search: string) => void
  kind: AssetKind | ''
  setKind: (kind: AssetKind | '') => void
  reload: () => void
}

/**
 * Loads the library's first assets again whenever the search (debounced) or the kind changes,
 * {@link ASSETS_STEP} more on each `showMore()`.
 */
export function useAssetList(api: ApiClient, initialKind: AssetKind | '' = ''): AssetList {
  const [search, setSearch] = useState('')
  const [kind, setKind] = useState<AssetKind | ''>(initialKind)
  const { value, error, reload, showMore } = useLoadedList(
    (max) => listAssets(api, { search: search.trim(), ...(kind ? { kind } : {}) }, max),
    [api, search, kind],
    ASSETS_STEP,
    150,
  )
  const assets = value?.items
  return { assets, listed: value, showMore, error, search, setSearch, kind, setKind, reload }
}
