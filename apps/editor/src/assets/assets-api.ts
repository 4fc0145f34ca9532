import type { ApiClient } from '../api/api-client.ts'
import { listAll } from '../api/list-all.ts'
import type { Listed } from '../api/list-all.ts'

/** The kinds of asset the library tells apart. */
export type AssetKind = 'image' | 'video' | 'file'

/** A point of an image, 0–1 from the left and the top. */
export interface FocalPoint {
  x: number
  y: number
}

/** An asset of the library, as the service answers it (`GET /api/v1/assets`). */
export interface LibraryAsset {
  id: string
  filename: string
  contentType: string
  kind: AssetKind
  size: number
  width: number | null
  height: number | null
  focalPoint: FocalPoint | null
  createdAt: number
  /** Where it is served (relative to the service). */
  url: string
}

/** An entry whose content uses an asset. */
export interface AssetUsage {
  id: string
  model: string
  name: string
  published: boolean
}

/** Assets per request (the service's most). */
const ASSETS_PAGE_SIZE = 1000
/** Assets a screen shows at first and adds with each "Show more". */
export const ASSETS_STEP = 200

/** The library's first `max` assets, newest first, by file name and kind. */
export function listAssets(
  api: ApiClient,
  filter: { search?: string; kind?: AssetKind } = {},
  max = ASSETS_STEP,
): Promise<Listed<LibraryAsset>> {
  const query = new URLSearchParams()
  if (filter.search) query.set('search', filter.search)
  if (filter.kind) query.set('kind', filter.kind)
  const path = `/api/v1/assets${query.toString() === '' ? '' : `?${query}`}`
  return listAll<LibraryAsset>(api, path, { pageSize: ASSETS_PAGE_SIZE, max })
}

/** Uploads a file into the library (multipart field `file`, the session's CSRF token). */
export function uploadAsset(api: ApiClient, file: File): Promise<LibraryAsset> {
  const form = new FormData()
  form.set('file', file, file.name)
  return api.json<LibraryAsset>('/api/v1/upload', { method: 'POST', body: form })
}

/** The entries whose content refers to the asset. */
export async function assetUsage(api: ApiClient, id: string): Promise<AssetUsage[]> {
  const path = `/api/v1/assets/${encodeURIComponent(id)}/usage`
  return (await api.json<{ results: AssetUsage[] }>(path)).results
}

/** Sets (or clears, with null) an image's focal point. */
export function setFocalPoint(
  api: ApiClient,
  id: string,
  focalPoint: FocalPoint | null,
): Promise<LibraryAsset> {
  return api.json<LibraryAsset>(`/api/v1/assets/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: { focalPoint },
  })
}

/** Deletes an asset; the service refuses (409, `ASSET_IN_USE`) while entries use it. */
export async function deleteAsset(api: ApiClient, id: string): Promise<void> {
  await api.request(`/api/v1/assets/${encodeURIComponent(id)}`, { method: 'DELETE' })
}

/** A size in bytes for people: `512 B`, `3.4 kB`, `12.0 MB`. */
export function formatBytes(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`
  if (bytes < 1_000_000) return `${(bytes / 1000).toFixed(1)} kB`
  return `${(bytes / 1_000_000).toFixed(1)} MB`
}

/**
 * The focal point of a click on an image shown in a box (`rect`): 0–1 from its left and top,
 * rounded to 3 decimals and kept inside the image.
 */
export function focalPointOfClick(
  click: { clientX: number; clientY: number },
  rect: { left: number; top: number; width: number; height: number },
): FocalPoint {
  const clamp = (value: number) => Math.round(Math.min(1, Math.max(0, value)) * 1000) / 1000
  return {
    x: clamp((click.clientX - rect.left) / rect.width),
    y: clamp((click.clientY - rect.top) / rect.height),
  }
}
