import type { ContentStore } from '../store/types.ts'
import { assetJson } from './asset-urls.ts'
import { classifyUpload } from './upload-kind.ts'
import type { UploadLimits } from './upload-kind.ts'

export interface StoreUploadArgs {
  store: ContentStore
  spaceId: string
  filename: string
  claimedType: string
  bytes: Uint8Array
  limits: UploadLimits
}

/**
 * Checks an upload ({@link classifyUpload}: 4xx when it is not what it claims or too large)
 * and stores it in the space's asset library with the detected media type (and an image's
 * size). Returns the asset as the library's routes answer it.
 */
export async function storeUpload(args: StoreUploadArgs): Promise<ReturnType<typeof assetJson>> {
  const kind = await classifyUpload(args)
  const asset = await args.store.putAsset({
    spaceId: args.spaceId,
    filename: args.filename,
    contentType: kind.contentType,
    bytes: args.bytes,
    width: kind.width,
    height: kind.height,
    library: true,
  })
  return assetJson(asset)
}
