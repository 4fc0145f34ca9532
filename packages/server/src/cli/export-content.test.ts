import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { SAMPLE_CONTENT } from '../seed/sample-content.ts'
import { seedSampleContent } from '../seed/seed-sample-content.ts'
import { ensureSpace } from '../serve/ensure-space.ts'
import { createSqliteStore } from '../store/sqlite/create-sqlite-store.ts'
import type { ContentStore, EntryRecord } from '../store/types.ts'
import { exportContent } from './export-content.ts'
import { importContent } from './import-content.ts'

const spaceId = 'default'
let dir: string
const stores: ContentStore[] = []

async function freshStore(): Promise<ContentStore> {
  const store = createSqliteStore({ filename: ':memory:' })
  stores.push(store)
  await store.migrate()
  await ensureSpace({ store })
  return store
}

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'tessera-export-'))
})

afterEach(async () => {
  for (const store of stores.splice(0)) await store.close()
  await rm(dir, { recursive: true, force: true })
})

async function readJson(path: string): Promise<unknown> {
  return JSON.parse(await readFile(path, 'utf8')) as unknown
}

/** What must survive a round trip: model, latest body (store stamps aside), publication. */
function essence(record: EntryRecord) {
  const { createdDate, lastUpdated, firstPublished, rev, ...body } = record.latest
  void [createdDate, lastUpdated, firstPublished, rev]
  return { id: record.id, model: record.model, body, isPublished: record.published !== null }
}

async function allEntries(store: ContentStore) {
  const models = await store.listModels({ spaceId })
  const records = []
  for (const model of models) {
    records.push(...(await store.listEntries({ spaceId, model: model.name })))
  }
  return records.map(essence).sort((a, b) => a.id.localeCompare(b.id))
}

describe('exportContent', () => {
  it('writes models.json and <model>/<id>.json with the latest body', async () => {
    const store = await freshStore()
    await store.createEntry({
      spaceId,
      model: 'page',
      body: { id: 'p1', data: { title: 'Draft' } },
    })
    const report = await exportContent({ store, spaceId, dir })
    expect(report).toEqual({ models: 4, entries: 1, assets: 0 })
    expect(await readJson(join(dir, 'models.json'))).toEqual([
      { name: 'data', kind: 'data', fields: [] },
      { name: 'page', kind: 'page', fields: [] },
      { name: 'section', kind: 'section', fields: [] },
      { name: 'symbol', kind: 'symbol', fields: [] },
    ])
    expect((await readdir(dir)).sort()).toEqual(['models.json', 'page'])
    expect(await readJson(join(dir, 'page', 'p1.json'))).toMatchObject({
      id: 'p1',
      published: 'draft',
      data: { title: 'Draft' },
    })
  })

  it('marks an entry published when a version of it is live', async () => {
    const store = await freshStore()
    await store.createEntry({
      spaceId,
      model: 'page',
      body: { id: 'p1', published: 'published', data: { title: 'Live' } },
    })
    await store.updateEntry({
      spaceId,
      model: 'page',
      id: 'p1',
      body: { id: 'p1', data: { title: 'Next' } },
    })
    await exportContent({ store, spaceId, dir })
    expect(await readJson(join(dir, 'page', 'p1.json'))).toMatchObject({
      published: 'published',
      data: { title: 'Next' },
    })
  })

  it('encodes model names and ids that are not safe as file names', async () => {
    const store = await freshStore()
    await store.upsertModel({ spaceId, name: '..', kind: 'data' })
    await store.createEntry({ spaceId, model: '..', body: { id: 'a/b', data: {} } })
    await exportContent({ store, spaceId, dir })
    expect(await readJson(join(dir, '%2E%2E', 'a%2Fb.json'))).toMatchObject({ id: 'a/b' })
    const copy = await freshStore()
    await importContent({ store: copy, spaceId, path: dir })
    expect(await copy.getEntry({ spaceId, id: 'a/b' })).toMatchObject({ model: '..' })
  })

  it('round-trips a space through import into a fresh database', async () => {
    const source = await freshStore()
    await seedSampleContent({ store: source, spaceId })
    await source.createEntry({ spaceId, model: 'data', body: { id: 'd1', data: { n: 1 } } })
    await source.createEntry({
      spaceId,
      model: 'page',
      body: { id: 'archived', published: 'archived', data: {} },
    })
    await exportContent({ store: source, spaceId, dir })
    const target = await freshStore()
    const report = await importContent({ store: target, spaceId, path: dir })
    // The demo's entries, `d1` and `archived`; plus models.json.
    const entries = SAMPLE_CONTENT.length + 2
    expect(report).toMatchObject({ files: entries + 1, created: entries, errors: [] })
    expect(await allEntries(target)).toEqual(await allEntries(source))
  })

  it('pages through more entries than one store call returns', async () => {
    const store = await freshStore()
    for (let i = 0; i < 205; i += 1) {
      await store.createEntry({ spaceId, model: 'data', body: { id: `d${i}`, data: {} } })
    }
    expect(await exportContent({ store, spaceId, dir })).toEqual({
      models: 4,
      entries: 205,
      assets: 0,
    })
    expect(await readdir(join(dir, 'data'))).toHaveLength(205)
  })

  it('refuses an unknown space', async () => {
    const store = await freshStore()
    await expect(exportContent({ store, spaceId: 'nope', dir })).rejects.toThrow(
      'Space "nope" not found',
    )
  })
})
