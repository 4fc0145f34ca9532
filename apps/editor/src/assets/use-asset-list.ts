import { useCallback, useEffect, useState } from 'react'
import type { ApiClient } from '../api/api-client.ts'
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
  const [assets, setAssets] = useState<LibraryAsset[]>()
  const [error, setError] = useState<string>()
  const [search, setSearch] = useState('')
  const [kind, setKind] = useState<AssetKind | ''>(initialKind)
  const [version, setVersion] = useState(0)
  useEffect(() => {
    let live = true
    const timer = setTimeout(() => {
      listAssets(api, { search: search.trim(), ...(kind ? { kind } : {}) }).then(
        (found) => {
          if (!live) return
          setAssets(found)
          setError(undefined)
        },
        (caught: unknown) =>
          live && setError(caught instanceof Error ? caught.message : String(caught)),
      )
    }, 150)
    return () => {
      live = false
      clearTimeout(timer)
    }
  }, [api, search, kind, version])
  const reload = useCallback(() => setVersion((n) => n + 1), [])
  return { assets, error, search, setSearch, kind, setKind, reload }
}
