import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, relative, sep } from 'node:path'
import type { Entry } from '@tessera/core'
import { afterEach, describe, expect, it } from 'vitest'
import { ASSETS_DIR } from '../cli/asset-files.ts'
import { importContent } from '../cli/import-content.ts'
import { loadConfig } from '../load-config.ts'
import { createLogger } from '../logger.ts'
import { ensureSpace } from '../serve/ensure-space.ts'
import { startServer } from '../serve/start-server.ts'
import type { RunningServer } from '../serve/start-server.ts'
import { createSqliteStore } from '../store/sqlite/create-sqlite-store.ts'
import type { ContentStore, EntryRecord } from '../store/types.ts'
import { writeDemoAssets } from './demo-assets.ts'
import { DEMO_CONTENT_DIR, demoFiles } from './demo-export.ts'
import { DEMO_IMAGE_DIR, DEMO_IMAGES, demoImageUrl } from './demo-images.ts'
import { replaceImageUrls } from './seed-images.ts'
import { seedSampleContent } from './seed-sample-content.ts'

const stores: ContentStore[] = []
const servers: RunningServer[] = []
const dirs: string[] = []

afterEach(async () => {
  for (const server of servers.splice(0)) await server.close()
  for (const store of stores.splice(0)) await store.close()
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true })
})

async function freshStore(): Promise<{ store: ContentStore; spaceId: string }> {
  const store = createSqliteStore({ filename: ':memory:' })
  stores.push(store)
  await store.migrate()
  const { space } = await ensureSpace({ store, publicKey: 'demo-pub' })
  return { store, spaceId: space.id }
}

async function listFiles(dir: string): Promise<string[]> {
  const items = await readdir(dir, { recursive: true, withFileTypes: true })
  return items
    .filter((item) => item.isFile())
    .map((item) => relative(dir, join(item.parentPath, item.name)).split(sep).join('/'))
    .sort()
}

/** Model, body (store stamps aside) and publication of every entry of the space. */
async function entriesOf(store: ContentStore, spaceId: string) {
  const records: EntryRecord[] = []
  for (const model of await store.listModels({ spaceId })) {
    records.push(...(await store.listEntries({ spaceId, model: model.name })))
  }
  return records
    .map((record) => {
      const { createdDate, lastUpdated, firstPublished, rev, ...body } = record.latest
      void [createdDate, lastUpdated, firstPublished, rev]
      return { id: record.id, model: record.model, body, isPublished: record.published !== null }
    })
    .sort((a, b) => a.id.localeCompare(b.id))
}

/** The placeholder URL of each stored image URL of the space (found by the file's name). */
async function placeholdersOf(store: ContentStore, spaceId: string, urls: string[]) {
  const map = new Map<string, string>()
  for (const url of urls) {
    const assetId = decodeURIComponent(url).split('/').pop() ?? ''
    const found = await store.getAsset({ spaceId, id: assetId })
    const image = DEMO_IMAGES.find((candidate) => candidate.file === found?.asset.filename)
    if (image) map.set(url, demoImageUrl(image.name))
  }
  return map
}

describe('the demo JSON export (packages/server/demo/content)', () => {
  it('holds one file per seeded entry, equal to it (write-content.ts writes them)', async () => {
    const expected = demoFiles()
    const entryFiles = (await listFiles(DEMO_CONTENT_DIR)).filter(
      (path) => !path.startsWith(`${ASSETS_DIR}/`),
    )
    expect(entryFiles).toEqual(expected.map((file) => file.path).sort())
    for (const file of expected) {
      const text = await readFile(join(DEMO_CONTENT_DIR, file.path), 'utf8')
      expect({ path: file.path, entry: JSON.parse(text) as unknown }).toEqual(file)
    }
  })

  it('gives every block of an entry its own id (ids are CSS classes and find elements)', () => {
    const idsOf = (value: unknown): string[] => {
      if (Array.isArray(value)) return value.flatMap(idsOf)
      if (typeof value !== 'object' || value === null) return []
      const own = value as { '@type'?: unknown; id?: unknown }
      const id = own['@type'] === '@builder.io/sdk:Element' && typeof own.id === 'string'
      return [...(id ? [own.id as string] : []), ...Object.values(value).flatMap(idsOf)]
    }
    for (const file of demoFiles()) {
      const data = file.entry as { data?: unknown; variations?: Record<string, { data?: unknown }> }
      for (const content of [
        data.data,
        ...Object.values(data.variations ?? {}).map((v) => v.data),
      ]) {
        const ids = idsOf(content)
        expect({ path: file.path, shared: ids.filter((id, i) => ids.indexOf(id) !== i) }).toEqual({
          path: file.path,
          shared: [],
        })
      }
    }
  })

  it('imports with `tessera import` into the same entries as the seed', async () => {
    const imported = await freshStore()
    const report = await importContent({ ...imported, path: DEMO_CONTENT_DIR })
    expect(report).toEqual({
      files: 10,
      created: 10,
      updated: 0,
      published: 10,
      assets: DEMO_IMAGES.length,
      errors: [],
    })

    const seeded = await freshStore()
    await seedSampleContent(seeded)
    const seededEntries = await entriesOf(seeded.store, seeded.spaceId)
    const storedUrls = JSON.stringify(seededEntries).match(/\/api\/v1\/image\/[^"?]+/g) ?? []
    const placeholders = await placeholdersOf(seeded.store, seeded.spaceId, storedUrls)
    expect(new Set(placeholders.values()).size).toBe(DEMO_IMAGES.length)
    expect(replaceImageUrls(seededEntries, placeholders)).toEqual(
      await entriesOf(imported.store, imported.spaceId),
    )
  })
})

describe("the demo JSON export's images (demo/content/.assets)", () => {
  it("are the demo images, as `tessera export` writes a space's files", async () => {
    const dir = await mkdtemp(join(tmpdir(), 'tessera-demo-assets-'))
    dirs.push(dir)
    expect(await writeDemoAssets(dir)).toBe(DEMO_IMAGES.length)
    const written = await listFiles(join(dir, ASSETS_DIR))
    expect(written).toHaveLength(DEMO_IMAGES.length + 1) // the files and assets.json
    expect(await listFiles(join(DEMO_CONTENT_DIR, ASSETS_DIR))).toEqual(written)
    for (const path of written) {
      const committed = await readFile(join(DEMO_CONTENT_DIR, ASSETS_DIR, path))
      expect({ path, same: committed.equals(await readFile(join(dir, ASSETS_DIR, path))) }).toEqual(
        { path, same: true },
      )
    }
  })

  it("are stored by `tessera import`, so the imported pages' images answer", async () => {
    const { store } = await freshStore()
    const report = await importContent({ store, spaceId: 'default', path: DEMO_CONTENT_DIR })
    expect(report).toMatchObject({ assets: DEMO_IMAGES.length, errors: [] })
    const config = loadConfig({}, { host: '127.0.0.1', port: 0, publicKey: 'demo-pub' })
    const server = await startServer({
      config,
      store,
      logger: createLogger({ quiet: true }),
      print: () => {},
    })
    servers.push(server)

    const query = 'apiKey=demo-pub&userAttributes.urlPath=/about'
    const page = await fetch(`${server.url}/api/v3/content/page?${query}`)
    const [about] = ((await page.json()) as { results: Entry[] }).results
    const url = /"image":"([^"]+)"/.exec(JSON.stringify(about))?.[1] ?? ''
    expect(url).toBe(`${server.url}${demoImageUrl('about-studio')}`)

    const image = await fetch(url)
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toBe('image/jpeg')
    const bytes = Buffer.from(await image.arrayBuffer())
    expect(bytes.equals(await readFile(join(DEMO_IMAGE_DIR, 'about-studio.jpg')))).toBe(true)
  })

  it('are not stored twice in a space seeded with `--demo`: its files are reused', async () => {
    const seeded = await freshStore()
    await seedSampleContent(seeded)
    const report = await importContent({ ...seeded, path: DEMO_CONTENT_DIR })
    expect(report).toMatchObject({ updated: 10, assets: 0, errors: [] })
    expect(await seeded.store.listAssets(seeded)).toHaveLength(DEMO_IMAGES.length)
    const id = demoFiles().find((file) => file.path === 'page/about.json')?.entry.id ?? ''
    const about = await seeded.store.getEntry({ spaceId: seeded.spaceId, id })
    const url = /"image":"([^"]+)"/.exec(JSON.stringify(about?.latest))?.[1] ?? ''
    expect(url).toMatch(/^\/api\/v1\/image\/assets%2Fdefault%2F[0-9a-f]{32}$/)
  })
})
