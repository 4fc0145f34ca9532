import type { AssetKind } from './assets-api.ts'
import type { AssetList } from './use-asset-list.ts'

/** The search box and kind menu of an asset list. */
export function AssetFilters({ list }: { list: AssetList }) {
  return (
    <>
      <input
        type="search"
        placeholder="Search by file name"
        aria-label="Search assets"
        value={list.search}
        onChange={(event) => list.setSearch(event.target.value)}
      />
      <select
        aria-label="Kind of asset"
        value={list.kind}
        onChange={(event) => list.setKind(event.target.value as AssetKind | '')}
      >
        <option value="">All kinds</option>
        <option value="image">Images</option>
        <option value="video">Videos</option>
        <option value="file">Other files</option>
      </select>
    </>
  )
}
