import type { AssetRecord, ContentStore } from '../store/types.ts'
import { readImageInfo } from './read-image-info.ts'

/** Path of an image on the service, as Builder's CDN spells it (`assets%2F<space>%2F<id>`). */
export function imageUrl(spaceId: string, assetId: string): string {
  return `/api/v1/image/${encodeURIComponent(`assets/${spaceId}/${assetId}`)}`
}

export interface StoreImageArgs {
  store: ContentStore
  spaceId: string
  filename: string
  bytes: Uint8Array
}

/** A stored image: its asset and what the upload endpoint answers. */
export interface StoredImage {
  asset: AssetRecord
  id: string
  /** See {@link imageUrl}. */
  url: string
  width: number
  height: number
  contentType: string
}

/**
 * Checks that `bytes` are a supported image ({@link readImageInfo}: 400 `INVALID_IMAGE`
 * otherwise) and stores them as an asset with the detected media type and size.
 */
export async function storeImage(args: StoreImageArgs): Promise<StoredImage> {
  const info = await readImageInfo(args.bytes)
  const asset = await args.store.putAsset({
    spaceId: args.spaceId,
    filename: args.filename,
    contentType: info.contentType,
    bytes: args.bytes,
    width: info.width,
    height: info.height,
    library: true,
  })
  return {
    asset,
    id: asset.id,
    url: imageUrl(args.spaceId, asset.id),
    width: info.width,
    height: info.height,
    contentType: info.contentType,
  }
}
