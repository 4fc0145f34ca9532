import { useState } from 'react'
import type { ApiClient } from '../api/api-client.ts'
import { ShowMore } from '../api/show-more.tsx'
import type { EditorConfig, EditorUser } from '../api/session.ts'
import { TopHeader } from '../pages/top-header.tsx'
import { AssetDetails } from './asset-details.tsx'
import { AssetFilters } from './asset-filters.tsx'
import { AssetGrid } from './asset-grid.tsx'
import type { LibraryAsset } from './assets-api.ts'
import { UploadZone } from './upload-zone.tsx'
import { useAssetList } from './use-asset-list.ts'
import './assets.css'

/**
 * The asset library (`/editor/assets`): upload by dropping files or choosing them, search by
 * name and kind, thumbnails; the selected asset's details (focal point, usage, delete).
 * Viewers see it all but change nothing.
 */
export function AssetsView({
  api,
  user,
  config,
  onSignOut,
}: {
  api: ApiClient
  user: EditorUser
  config: EditorConfig
  onSignOut: () => void
}) {
  const list = useAssetList(api)
  const [selected, setSelected] = useState<LibraryAsset>()
  const canWrite = user.role !== 'viewer'
  return (
    <div className="pages-view">
      <TopHeader user={user} spaceName={config.space.name} onSignOut={onSignOut} />
      <main className="assets-main">
        <div className="pages-toolbar">
          <h1>Assets</h1>
          <AssetFilters list={list} />
        </div>
        {canWrite && (
          <UploadZone
            api={api}
            onUploaded={(uploaded) => {
              list.reload()
              setSelected(uploaded[uploaded.length - 1])
            }}
          />
        )}
        {list.error && (
          <p role="alert" className="form-error">
            {list.error}
          </p>
        )}
        <div className="assets-layout">
          {list.assets === undefined ? (
            <p>Loading assets…</p>
          ) : (
            <div>
              <AssetGrid assets={list.assets} selectedId={selected?.id} onSelect={setSelected} />
              <ShowMore listed={list.listed} noun="assets" onMore={list.showMore} />
            </div>
          )}
          {selected && (
            <AssetDetails
              key={selected.id}
              api={api}
              asset={selected}
              canWrite={canWrite}
              onChanged={(asset) => {
                setSelected(asset)
                list.reload()
              }}
              onDeleted={() => {
                setSelected(undefined)
                list.reload()
              }}
            />
          )}
        </div>
      </main>
    </div>
  )
}
