import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createApp } from '../app.ts'
import { fileUrl } from '../assets/asset-urls.ts'
import { storeImage } from '../images/store-image.ts'
import { loadConfig } from '../load-config.ts'
import { createLogger } from '../logger.ts'
import { createServiceRoutes } from '../routes/all-routes.ts'
import { DEMO_IMAGE_DIR } from '../seed/demo-images.ts'
import { ensureSpace } from '../serve/ensure-space.ts'
import { createSqliteStore } from '../store/sqlite/create-sqlite-store.ts'
import type { ContentStore } from '../store/types.ts'
import { ASSETS_DIR } from './asset-files.ts'
import { exportContent } from './export-content.ts'
import { importContent } from './import-content.ts'

/**
 * A space moves whole: `tessera export` writes the asset library's files next to the entries,
 * and `tessera import` into another database (and another space) stores them and rewrites the
 * entries' URLs, so that the imported page's image and file answer 200 with the same bytes.
 */

let dir: string
const stores: ContentStore[] = []

async function freshStore(): Promise<ContentStore> {
  const store = createSqliteStore({ filename: ':memory:' })
  stores.push(store)
  await store.migrate()
  return store
}

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'tessera-export-assets-'))
})
afterEach(async () => {
  for (const store of stores.splice(0)) await store.close()
  await rm(dir, { recursive: true, force: true })
})

const PDF = new TextEncoder().encode('%PDF-1.4 a price list\n')

/** The source space: a published page showing an uploaded photo and linking an uploaded PDF. */
async function sourceSpace() {
  const store = await freshStore()
  const { space } = await ensureSpace({ store })
  const photo = new Uint8Array(await readFile(join(DEMO_IMAGE_DIR, 'about-studio.jpg')))
  const image = await storeImage({ store, spaceId: space.id, filename: 'studio.jpg', bytes: photo })
  await store.setAssetFocalPoint({
    spaceId: space.id,
    id: image.id,
    focalPoint: { x: 0.2, y: 0.8 },
  })
  const pdf = await store.putAsset({
    spaceId: space.id,
    filename: 'prices.pdf',
    contentType: 'application/pdf',
    bytes: PDF,
    library: true,
  })
  const link = fileUrl(space.id, pdf.id)
  await store.createEntry({
    spaceId: space.id,
    model: 'page',
    body: {
      id: 'home',
      published: 'published',
      data: {
        blocks: [
          {
            '@type': '@builder.io/sdk:Element',
            id: 'img',
            component: { name: 'Image', options: { image: image.url } },
          },
          {
            '@type': '@builder.io/sdk:Element',
            id: 'txt',
            component: { name: 'Text', options: { text: `<a href="${link}">Prices</a>` } },
          },
        ],
      },
    },
  })
  return { store, spaceId: space.id, photo, imageUrl: image.url, fileLink: link }
}

/** The content service over a store, as `tessera serve` mounts it. */
function serviceOf(store: ContentStore) {
  const logger = createLogger({ write: () => {} })
  const config = loadConfig({}, { previewSecret: 'export-assets-secret' })
  const routes = createServiceRoutes({ store, logger })
  return createApp({ store, config, logger, now: Date.now }, { routes: routes.routes })
}

describe('tessera export / import with files', () => {
  it('moves the images and files into a fresh database and another space', async () => {
    const source = await sourceSpace()
    const exported = await exportContent({ store: source.store, spaceId: source.spaceId, dir })
    expect(exported).toMatchObject({ entries: 1, assets: 2 })
    expect((await readdir(join(dir, ASSETS_DIR))).sort()).toHaveLength(3) // 2 files + manifest

    const target = await freshStore()
    const space = await target.createSpace({ name: 'Moved' })
    expect(space.id).not.toBe(source.spaceId)
    await target.upsertModel({ spaceId: space.id, name: 'page', kind: 'page' })
    await target.createApiKey({ spaceId: space.id, kind: 'public', key: 'pub-moved' })
    const report = await importContent({ store: target, spaceId: space.id, path: dir })
    expect(report).toMatchObject({ created: 1, published: 1, assets: 2, errors: [] })

    const app = serviceOf(target)
    const page = await app.request('http://cms.test/api/v3/content/page?apiKey=pub-moved')
    const body = (await page.json()) as { results: Array<{ data: { blocks: unknown[] } }> }
    const json = JSON.stringify(body.results[0]?.data.blocks)
    const imageSrc = /"image":"([^"]+)"/.exec(json)?.[1] ?? ''
    const fileHref = /href=\\"([^"\\]+)\\"/.exec(json)?.[1] ?? ''
    expect(imageSrc).toMatch(new RegExp(`^http://cms\\.test/api/v1/image/assets%2F${space.id}%2F`))
    expect(fileHref).toMatch(new RegExp(`^http://cms\\.test/api/v1/file/assets%2F${space.id}%2F`))

    const image = await app.request(imageSrc)
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toBe('image/jpeg')
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(source.photo)
    const file = await app.request(fileHref)
    expect(file.status).toBe(200)
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(PDF)
    const [moved] = await target.listAssets({ spaceId: space.id, search: 'studio' })
    expect(moved?.focalPoint).toEqual({ x: 0.2, y: 0.8 })
  })

  it('keeps the files an earlier import stored, and new ids where the ids are taken', async () => {
    const source = await sourceSpace()
    await exportContent({ store: source.store, spaceId: source.spaceId, dir })
    // Into another space of the same database: the ids are taken, so the files get new ones.
    const other = await source.store.createSpace({ name: 'Copy' })
    const first = await importContent({ store: source.store, spaceId: other.id, path: dir })
    expect(first).toMatchObject({ assets: 2, errors: [] })
    const again = await importContent({ store: source.store, spaceId: other.id, path: dir })
    expect(again).toMatchObject({ assets: 0, updated: 1, errors: [] })
    expect(await source.store.listAssets({ spaceId: other.id })).toHaveLength(2)
    const copy = await source.store.getEntry({ spaceId: other.id, id: 'home' })
    const text = JSON.stringify(copy?.latest)
    expect(text).toContain(`assets%2F${other.id}%2F`)
    expect(text).not.toContain(`assets%2F${source.spaceId}%2F`)
  })
})
