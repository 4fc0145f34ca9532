import { join } from 'node:path'
import { importImageFile } from '../images/import-image-file.ts'
import type { ContentStore } from '../store/types.ts'
import { DEMO_IMAGE_DIR, DEMO_IMAGES, demoImageUrl } from './demo-images.ts'

/** An image file to store when seeding, and the URL content uses for it until then. */
export interface SeedImage {
  /** The URL in the content to seed (`demoImageUrl`), replaced by the stored image's. */
  placeholderUrl: string
  filePath: string
}

/** The demo's image files as seed images. */
export const DEMO_SEED_IMAGES: readonly SeedImage[] = DEMO_IMAGES.map((image) => ({
  placeholderUrl: demoImageUrl(image.name),
  filePath: join(DEMO_IMAGE_DIR, image.file),
}))

/** A URL of the image route (`/api/v1/image/assets%2F<space>%2F<id>`) inside a string. */
const IMAGE_URL = /\/api\/v1\/image\/assets%2F[\w-]+%2F[\w-]+/g

/**
 * Stores each image file as an asset of the space (see `importImageFile`). Returns the stored
 * URL of each placeholder URL.
 */
export async function storeSeedImages(args: {
  store: ContentStore
  spaceId: string
  images: readonly SeedImage[]
}): Promise<Map<string, string>> {
  const urls = new Map<string, string>()
  for (const image of args.images) {
    const stored = await importImageFile({
      store: args.store,
      spaceId: args.spaceId,
      filePath: image.filePath,
    })
    urls.set(image.placeholderUrl, stored.url)
  }
  return urls
}

/**
 * `value` with every image-route URL found in its strings that is a key of `urls` replaced by
 * its value (a copy; other URLs and values are kept).
 * @example
 * replaceImageUrls({ image: '/api/v1/image/assets%2Fdefault%2Fdemo-hero-a?width=50' }, urls)
 */
export function replaceImageUrls<T>(value: T, urls: ReadonlyMap<string, string>): T {
  if (typeof value === 'string') {
    return value.replace(IMAGE_URL, (url) => urls.get(url) ?? url) as T
  }
  if (Array.isArray(value)) return value.map((item: unknown) => replaceImageUrls(item, urls)) as T
  if (typeof value === 'object' && value !== null) {
    const copy: Record<string, unknown> = {}
    for (const [key, item] of Object.entries(value)) copy[key] = replaceImageUrls(item, urls)
    return copy as T
  }
  return value
}
