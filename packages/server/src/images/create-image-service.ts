import type { ContentStore } from '../store/types.ts'
import { createByteLru } from './byte-lru.ts'
import { focalCropRegion } from './focal-crop.ts'
import { IMAGE_CONTENT_TYPES, formatOfContentType } from './image-formats.ts'
import type { ImageOptions } from './parse-image-options.ts'
import { renderImageVariant } from './render-image-variant.ts'

/** An image ready to send. */
export interface ServedImage {
  bytes: Uint8Array
  contentType: string
  /** Strong ETag (quoted); assets never change, so it names the asset, width and format. */
  etag: string
  /** A crop around the focal point, which an author may move: not cached for good. */
  cropped?: boolean
}

export interface GetImageArgs extends ImageOptions {
  spaceId: string
  assetId: string
}

/** Serves stored images, resized on demand and cached. */
export interface ImageService {
  /** The image, or `undefined` when the space has no such image asset. */
  get(args: GetImageArgs): Promise<ServedImage | undefined>
}

export interface CreateImageServiceOptions {
  store: ContentStore
  /** Bytes of images kept in memory. Default 64 MiB. */
  memoryBytes?: number
  /** Images kept in memory. Default 1000. */
  memoryEntries?: number
}

/**
 * Creates the image service: looks an asset up by space and id (non-image assets such as form
 * files are not served), then answers in three layers — an in-process LRU, the store's image
 * variants (`getImageVariant`, shared by every instance), and finally sharp
 * (`renderImageVariant`, saved with `putImageVariant`). The width is capped at the original's
 * (never enlarged); asking for the original width and format serves the original bytes. SVG is
 * always served as is. Identical requests in flight share one computation. A crop (`aspect`)
 * is cut around the asset's focal point (`focalCropRegion`) and kept in memory only, keyed by
 * the focal point it was made with.
 */
export function createImageService(options: CreateImageServiceOptions): ImageService {
  const { store } = options
  const memory = createByteLru<ServedImage>({
    sizeOf: (image) => image.bytes.byteLength,
    maxBytes: options.memoryBytes,
    maxEntries: options.memoryEntries,
  })
  const inFlight = new Map<string, Promise<ServedImage | undefined>>()

  async function produce(args: GetImageArgs): Promise<ServedImage | undefined> {
    const found = await store.getAsset({ spaceId: args.spaceId, id: args.assetId })
    // Only uploaded images (whose size was read from their bytes) are public; form files are
    // stored with the type the visitor's browser claimed and no size, and stay private.
    if (!found || found.asset.width === null) return undefined
    const source = formatOfContentType(found.asset.contentType)
    if (!source) return undefined
    const original: ServedImage = {
      bytes: found.bytes,
      contentType: IMAGE_CONTENT_TYPES[source],
      etag: `"${args.assetId}"`,
    }
    if (source === 'svg') return original
    const originalWidth = found.asset.width
    const width = Math.min(args.width ?? originalWidth, originalWidth)
    const format = args.format ?? source
    if (args.aspect !== undefined) {
      const crop = focalCropRegion({
        width: originalWidth,
        height: found.asset.height ?? originalWidth,
        aspect: args.aspect,
        focalPoint: found.asset.focalPoint,
      })
      const bytes = await renderImageVariant({ bytes: found.bytes, source, width, format, crop })
      const { left, top } = crop
      return {
        bytes,
        contentType: IMAGE_CONTENT_TYPES[format],
        etag: `"${args.assetId}-${width}-${format}-${crop.width}x${crop.height}+${left}+${top}"`,
        cropped: true,
      }
    }
    if (width === originalWidth && format === source) return original
    const variant = { assetId: args.assetId, width, format }
    let bytes = await store.getImageVariant(variant)
    if (!bytes) {
      bytes = await renderImageVariant({ bytes: found.bytes, source, width, format })
      await store.putImageVariant({ ...variant, bytes })
    }
    return {
      bytes,
      contentType: IMAGE_CONTENT_TYPES[format],
      etag: `"${args.assetId}-${width}-${format}"`,
    }
  }

  return {
    async get(args) {
      let key = `${args.spaceId}/${args.assetId}/${args.width ?? ''}/${args.format ?? ''}`
      if (args.aspect !== undefined) {
        // The focal point may move: a crop's key names the one it was made with.
        const record = await store.getAssetRecord({ spaceId: args.spaceId, id: args.assetId })
        if (!record) return undefined
        const focal = record.focalPoint
        key += `/${args.aspect}/${focal ? `${focal.x},${focal.y}` : 'centre'}`
      }
      const cached = memory.get(key)
      if (cached) return cached
      let pending = inFlight.get(key)
      if (!pending) {
        pending = produce(args).finally(() => inFlight.delete(key))
        inFlight.set(key, pending)
      }
      const image = await pending
      if (image) memory.set(key, image)
      return image
    },
  }
}
