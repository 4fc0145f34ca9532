import { useEffect, useRef } from 'react'
import type { ApiClient } from '../api/api-client.ts'
import { ShowMore } from '../api/show-more.tsx'
import { AssetFilters } from './asset-filters.tsx'
import { AssetGrid } from './asset-grid.tsx'
import type { AssetKind, LibraryAsset } from './assets-api.ts'
import { UploadZone } from './upload-zone.tsx'
import { useAssetList } from './use-asset-list.ts'
import './assets.css'

/**
 * A modal dialog choosing an asset of the library for an input (an image input starts on
 * images); a file may be uploaded into the library from it and is then picked. Escape or
 * Cancel closes it without a choice.
 */
export function AssetPickerDialog({
  api,
  title,
  kind,
  accept,
  onPick,
  onClose,
}: {
  api: ApiClient
  title: string
  kind: AssetKind | ''
  accept?: string | undefined
  onPick: (asset: LibraryAsset) => void
  onClose: () => void
}) {
  const dialog = useRef<HTMLDialogElement>(null)
  const list = useAssetList(api, kind)
  useEffect(() => {
    const element = dialog.current
    if (element && !element.open) element.showModal()
    return () => element?.close()
  }, [])
  return (
    <dialog
      ref={dialog}
      className="asset-picker"
      aria-labelledby="asset-picker-title"
      onClose={onClose}
    >
      <h2 id="asset-picker-title">{title}</h2>
      <div className="pages-toolbar">
        <AssetFilters list={list} />
      </div>
      <UploadZone
        api={api}
        accept={accept}
        onUploaded={(uploaded) => {
          if (uploaded[0]) onPick(uploaded[0])
        }}
      />
      {list.error && (
        <p role="alert" className="form-error">
          {list.error}
        </p>
      )}
      {list.assets === undefined ? (
        <p>Loading assets…</p>
      ) : (
        <AssetGrid assets={list.assets} label="Assets to choose from" onSelect={onPick} />
      )}
      <ShowMore listed={list.listed} noun="assets" onMore={list.showMore} />
      <button type="button" onClick={() => dialog.current?.close()}>
        Cancel
      </button>
    </dialog>
  )
}
