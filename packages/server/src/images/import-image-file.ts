import { readFile } from 'node:fs/promises'
import { basename } from 'node:path'
import type { ContentStore } from '../store/types.ts'
import { storeImage } from './store-image.ts'
import type { StoredImage } from './store-image.ts'

export interface ImportImageFileArgs {
  store: ContentStore
  spaceId: string
  /** Path of a JPEG, PNG, WebP, GIF, AVIF or SVG file. */
  filePath: string
}

/**
 * Stores an image file of the local disk as an asset of the space (for seeding demo content);
 * its `url` is what content should reference.
 * @example
 * const { url } = await importImageFile({ store, spaceId, filePath: 'demo/hero.jpg' })
 */
export async function importImageFile(args: ImportImageFileArgs): Promise<StoredImage> {
  const bytes = new Uint8Array(await readFile(args.filePath))
  return storeImage({
    store: args.store,
    spaceId: args.spaceId,
    filename: basename(args.filePath),
    bytes,
  })
}
