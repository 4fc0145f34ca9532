import { readFile, readdir } from 'node:fs/promises'
import { join, relative, sep } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { importContent } from '../cli/import-content.ts'
import { ensureSpace } from '../serve/ensure-space.ts'
import { createSqliteStore } from '../store/sqlite/create-sqlite-store.ts'
import type { ContentStore, EntryRecord } from '../store/types.ts'
import { DEMO_CONTENT_DIR, demoFiles } from './demo-export.ts'
import { DEMO_IMAGES, demoImageUrl } from './demo-images.ts'
import { replaceImageUrls } from './seed-images.ts'
import { seedSampleContent } from './seed-sample-content.ts'

const stores: ContentStore[] = []

afterEach(async () => {
  for (const store of stores.splice(0)) await store.close()
})

async function freshStore(): Promise<{ store: ContentStore; spaceId: string }> {
  const store = createSqliteStore({ filename: ':memory:' })
  stores.push(store)
  await store.migrate()
  const { space } = await ensureSpace({ store })
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
    expect(await listFiles(DEMO_CONTENT_DIR)).toEqual(expected.map((file) => file.path).sort())
    for (const file of expected) {
      const text = await readFile(join(DEMO_CONTENT_DIR, file.path), 'utf8')
      expect({ path: file.path, entry: JSON.parse(text) as unknown }).toEqual(file)
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
      assets: 0,
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
