import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { exportAssets } from '../cli/asset-files.ts'
import { readImageInfo } from '../images/read-image-info.ts'
import { createSqliteStore } from '../store/sqlite/create-sqlite-store.ts'
import {
  DEMO_ASSET_PREFIX,
  DEMO_IMAGE_DIR,
  DEMO_IMAGES,
  DEMO_PLACEHOLDER_SPACE,
} from './demo-images.ts'

/**
 * The demo's images as the asset library of its JSON export (`demo/content/.assets/`): each
 * image stored under its placeholder id (`demo-<name>`) in the placeholder space (`default`),
 * then written by `tessera export`'s own code (`exportAssets`). `tessera import` of the folder
 * stores them and rewrites the placeholder URLs to the space they land in, so the imported
 * pages' images answer.
 * @module
 */

/** A fixed clock: the manifest's order (newest first, then by id) is the same on every run. */
const WRITTEN_AT = Date.UTC(2025, 0, 1)

/** Writes `<dir>/.assets/` for the demo images; returns how many files. */
export async function writeDemoAssets(dir: string): Promise<number> {
  const store = createSqliteStore({ filename: ':memory:', now: () => WRITTEN_AT })
  try {
    await store.migrate()
    const spaceId = DEMO_PLACEHOLDER_SPACE
    await store.createSpace({ id: spaceId, name: spaceId })
    for (const image of DEMO_IMAGES) {
      const bytes = new Uint8Array(await readFile(join(DEMO_IMAGE_DIR, image.file)))
      const info = await readImageInfo(bytes)
      await store.putAsset({
        id: `${DEMO_ASSET_PREFIX}${image.name}`,
        spaceId,
        filename: image.file,
        contentType: info.contentType,
        bytes,
        width: info.width,
        height: info.height,
        library: true,
      })
    }
    return await exportAssets({ store, spaceId, dir })
  } finally {
    await store.close()
  }
}
