import { imageUrl } from '../images/store-image.ts'
import type { AssetRecord } from '../store/types.ts'
import { kindOfContentType } from './upload-kind.ts'

/** Path of a library file (a video or another file) on the service, like an image's. */
export function fileUrl(spaceId: string, assetId: string): string {
  return `/api/v1/file/${encodeURIComponent(`assets/${spaceId}/${assetId}`)}`
}

/** Where an asset is served: images by the image service, anything else as a file. */
export function assetUrl(asset: AssetRecord): string {
  return kindOfContentType(asset.contentType) === 'image'
    ? imageUrl(asset.spaceId, asset.id)
    : fileUrl(asset.spaceId, asset.id)
}

/** An asset as the library's routes answer it: its record (space aside), kind and URL. */
export function assetJson(asset: AssetRecord) {
  return {
    id: asset.id,
    filename: asset.filename,
    contentType: asset.contentType,
    kind: kindOfContentType(asset.contentType),
    size: asset.size,
    width: asset.width,
    height: asset.height,
    focalPoint: asset.focalPoint,
    createdAt: asset.createdAt,
    url: assetUrl(asset),
  }
}
