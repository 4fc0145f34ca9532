import { formatBytes } from './assets-api.ts'
import type { LibraryAsset } from './assets-api.ts'

/** A small picture of an asset: a resized image, or the kind's name. */
export function AssetThumbnail({ asset }: { asset: LibraryAsset }) {
  if (asset.kind === 'image') {
    const src = asset.contentType === 'image/svg+xml' ? asset.url : `${asset.url}?width=200`
    return <img className="asset-thumb" src={src} alt="" loading="lazy" />
  }
  return (
    <span className={`asset-thumb asset-thumb-${asset.kind}`} aria-hidden="true">
      {asset.kind === 'video' ? '▶ video' : (asset.filename.split('.').pop() ?? 'file')}
    </span>
  )
}

/** The assets as a grid of buttons (thumbnail, name, kind and size); one may be selected. */
export function AssetGrid({
  assets,
  selectedId,
  onSelect,
  label = 'Assets',
}: {
  assets: LibraryAsset[]
  selectedId?: string | undefined
  onSelect: (asset: LibraryAsset) => void
  label?: string
}) {
  if (assets.length === 0) return <p>No assets match.</p>
  return (
    <ul className="asset-grid" aria-label={label}>
      {assets.map((asset) => (
        <li key={asset.id}>
          <button
            type="button"
            className="asset-card"
            aria-pressed={asset.id === selectedId}
            onClick={() => onSelect(asset)}
          >
            <AssetThumbnail asset={asset} />
            <span className="asset-name">{asset.filename}</span>
            <span className="asset-meta">
              {asset.kind} · {formatBytes(asset.size)}
              {asset.width !== null && asset.height !== null
                ? ` · ${asset.width}×${asset.height}`
                : ''}
            </span>
          </button>
        </li>
      ))}
    </ul>
  )
}
