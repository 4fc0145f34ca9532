import { useEffect, useState } from 'react'
import { ApiError } from '../api/api-client.ts'
import type { ApiClient } from '../api/api-client.ts'
import { assetUsage, deleteAsset, formatBytes, setFocalPoint } from './assets-api.ts'
import type { AssetUsage, FocalPoint, LibraryAsset } from './assets-api.ts'
import { FocalPointPicker } from './focal-point-picker.tsx'

/**
 * One asset: a preview (an image's focal point set by clicking it), its address, where it is
 * used, and deleting it (the service refuses while entries use it; the refusal names them).
 */
export function AssetDetails({
  api,
  asset,
  canWrite,
  onChanged,
  onDeleted,
}: {
  api: ApiClient
  asset: LibraryAsset
  canWrite: boolean
  onChanged: (asset: LibraryAsset) => void
  onDeleted: () => void
}) {
  const [usage, setUsage] = useState<AssetUsage[]>()
  const [error, setError] = useState<string>()
  const [status, setStatus] = useState<string>()

  useEffect(() => {
    setUsage(undefined)
    setError(undefined)
    setStatus(undefined)
    assetUsage(api, asset.id).then(setUsage, (caught: unknown) => setError(String(caught)))
  }, [api, asset.id])

  const focus = async (point: FocalPoint | null) => {
    setError(undefined)
    try {
      onChanged(await setFocalPoint(api, asset.id, point))
      setStatus('Focal point saved')
    } catch (caught: unknown) {
      setError(caught instanceof Error ? caught.message : String(caught))
    }
  }

  const remove = async () => {
    setError(undefined)
    try {
      await deleteAsset(api, asset.id)
      onDeleted()
    } catch (caught: unknown) {
      if (caught instanceof ApiError && caught.status === 409) {
        const usedBy = (caught.body as { usedBy?: AssetUsage[] } | undefined)?.usedBy
        if (usedBy) setUsage(usedBy)
        setError(`Not deleted: ${caught.message}. Remove it from these entries first.`)
      } else {
        setError(caught instanceof Error ? caught.message : String(caught))
      }
    }
  }

  return (
    <section className="asset-details" aria-labelledby="asset-details-title">
      <h2 id="asset-details-title">{asset.filename}</h2>
      {asset.kind === 'image' && asset.contentType !== 'image/svg+xml' ? (
        <FocalPointPicker asset={asset} readOnly={!canWrite} onChange={(p) => void focus(p)} />
      ) : asset.kind === 'video' ? (
        <video className="asset-preview" src={asset.url} controls preload="metadata" />
      ) : asset.kind === 'image' ? (
        <img className="asset-preview" src={asset.url} alt={asset.filename} />
      ) : null}
      <dl className="asset-facts">
        <dt>Type</dt>
        <dd>{asset.contentType}</dd>
        <dt>Size</dt>
        <dd>{formatBytes(asset.size)}</dd>
        <dt>Address</dt>
        <dd>
          <a href={asset.url} target="_blank" rel="noreferrer">
            {asset.url}
          </a>
        </dd>
      </dl>
      <h3>Used by</h3>
      {usage === undefined ? (
        <p>Looking for entries that use it…</p>
      ) : usage.length === 0 ? (
        <p>Not used by any entry.</p>
      ) : (
        <ul aria-label="Entries using this asset">
          {usage.map((entry) => (
            <li key={entry.id}>
              {entry.name} ({entry.model}
              {entry.published ? ', published' : ', draft'})
            </li>
          ))}
        </ul>
      )}
      {status && <p role="status">{status}</p>}
      {error && (
        <p role="alert" className="form-error">
          {error}
        </p>
      )}
      {canWrite && (
        <button type="button" className="danger" onClick={() => void remove()}>
          Delete {asset.filename}
        </button>
      )}
    </section>
  )
}
