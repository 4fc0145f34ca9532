import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { ensureSpace } from '../serve/ensure-space.ts'
import { createSqliteStore } from '../store/sqlite/create-sqlite-store.ts'
import type { ContentStore } from '../store/types.ts'
import { importContent } from './import-content.ts'

let store: ContentStore
let dir: string
const spaceId = 'default'

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'tessera-import-'))
  store = createSqliteStore({ filename: ':memory:' })
  await store.migrate()
  await ensureSpace({ store })
})

afterEach(async () => {
  await store.close()
  await rm(dir, { recursive: true, force: true })
})

async function write(path: string, value: unknown): Promise<string> {
  const full = join(dir, path)
  await mkdir(join(full, '..'), { recursive: true })
  await writeFile(full, typeof value === 'string' ? value : JSON.stringify(value))
  return full
}

const page = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  name: id,
  data: { title: id },
  ...extra,
})

describe('importContent', () => {
  it('imports one entry, an array and a { results } answer', async () => {
    const one = await write('one.json', page('a', { published: 'published' }))
    const many = await write('many.json', [page('b'), page('c')])
    const results = await write('results.json', { results: [page('d')] })
    for (const path of [one, many, results]) {
      const report = await importContent({ store, spaceId, path, model: 'page' })
      expect(report.errors).toEqual([])
    }
    const entries = await store.listEntries({ spaceId, model: 'page' })
    expect(entries.map((entry) => entry.id).sort()).toEqual(['a', 'b', 'c', 'd'])
    expect((await store.getEntry({ spaceId, id: 'a' }))?.published).toMatchObject({ id: 'a' })
    expect((await store.getEntry({ spaceId, id: 'b' }))?.published).toBeNull()
  })

  it('reports what it did', async () => {
    const path = await write('x.json', [page('a', { published: 'published' }), page('b')])
    expect(await importContent({ store, spaceId, path, model: 'page' })).toEqual({
      files: 1,
      created: 2,
      updated: 0,
      published: 1,
      assets: 0,
      errors: [],
    })
    expect(await importContent({ store, spaceId, path, model: 'page' })).toMatchObject({
      created: 0,
      updated: 2,
      published: 1,
    })
  })

  it('updates an existing entry by id and publishes it when asked', async () => {
    await store.createEntry({ spaceId, model: 'page', body: page('a') })
    const path = await write('a.json', page('a', { name: 'New', published: 'published' }))
    await importContent({ store, spaceId, path, model: 'page' })
    const record = await store.getEntry({ spaceId, id: 'a' })
    expect(record?.revision).toBe(2)
    expect(record?.published).toMatchObject({ name: 'New' })
  })

  it('takes the model from the folder, then modelName, then meta.kind', async () => {
    await write('content/page/home.json', page('home'))
    await write('content/loose.json', [
      page('hero', { modelName: 'hero' }),
      page('nav', { meta: { kind: 'component' } }),
      page('about', { meta: { kind: 'page' } }),
    ])
    const report = await importContent({ store, spaceId, path: join(dir, 'content') })
    expect(report.errors).toEqual([])
    const models = async (id: string) => (await store.getEntry({ spaceId, id }))?.model
    expect(await models('home')).toBe('page')
    expect(await models('hero')).toBe('hero')
    expect(await models('nav')).toBe('symbol')
    expect(await models('about')).toBe('page')
    expect(await store.getModel({ spaceId, name: 'hero' })).toMatchObject({ kind: 'data' })
  })

  it('creates a missing model of the kind meta.kind tells', async () => {
    await write('banner/b.json', page('b', { meta: { kind: 'component' } }))
    await importContent({ store, spaceId, path: dir })
    expect(await store.getModel({ spaceId, name: 'banner' })).toMatchObject({ kind: 'section' })
  })

  it('applies models.json first', async () => {
    await write('models.json', [
      { name: 'product', kind: 'data', fields: [{ name: 'price', type: 'number' }] },
    ])
    await write('product/p1.json', page('p1'))
    const report = await importContent({ store, spaceId, path: dir })
    expect(report).toMatchObject({ files: 2, created: 1, errors: [] })
    expect(await store.getModel({ spaceId, name: 'product' })).toMatchObject({
      kind: 'data',
      fields: [{ name: 'price', type: 'number' }],
    })
  })

  it('reports bad files by path and writes nothing of them', async () => {
    await write('page/ok.json', page('ok'))
    const broken = await write('page/broken.json', '{ "id": ')
    const noData = await write('page/no-data.json', [page('fine'), { id: 'x', name: 'X' }])
    const badId = await write('page/bad-id.json', { id: 7, data: {} })
    const notObject = await write('page/not-object.json', [page('y'), 'text'])
    const empty = await write('page/empty.json', [])
    const noModel = await write('loose.json', page('z'))
    const badModels = await write('models.json', { name: 'page' })
    const report = await importContent({ store, spaceId, path: dir })
    expect(report.errors).toEqual([
      { file: badModels, message: 'models.json must hold an array of models' },
      {
        file: noModel,
        message: expect.stringMatching(
          /^Entry 1: cannot tell its model \(use --model, a model folder, "modelName" or "meta.kind"\)$/,
        ),
      },
      { file: badId, message: 'Entry 1: "id" must be a non-empty string' },
      { file: broken, message: expect.stringMatching(/^Malformed JSON: /) },
      { file: empty, message: 'The file holds no entries' },
      { file: noData, message: 'Entry 2: "data" must be an object' },
      { file: notObject, message: 'Entry 2 is not an object' },
    ])
    expect(report.created).toBe(1)
    const ids = (await store.listEntries({ spaceId, model: 'page' })).map((entry) => entry.id)
    expect(ids).toEqual(['ok'])
  })

  it('refuses an id that exists in another model, writing nothing of the file', async () => {
    await store.createEntry({ spaceId, model: 'symbol', body: page('taken') })
    const path = await write('x.json', [page('new-one'), page('taken')])
    const report = await importContent({ store, spaceId, path, model: 'page' })
    expect(report.errors).toEqual([
      { file: path, message: 'Entry 2 (taken) exists in model "symbol", not "page"' },
    ])
    expect(await store.getEntry({ spaceId, id: 'new-one' })).toBeUndefined()
  })

  it('checks models.json entries', async () => {
    const path = await write('models.json', [{ name: 'x', kind: 'widget' }])
    const report = await importContent({ store, spaceId, path: dir })
    expect(report.errors).toEqual([
      {
        file: path,
        message: 'Model 1 needs a "name" and a "kind" (page, symbol, section or data)',
      },
    ])
  })

  it('fails on a path that does not exist', async () => {
    const path = join(dir, 'missing')
    await expect(importContent({ store, spaceId, path })).rejects.toThrow(
      `Cannot read "${path}": no such file or folder`,
    )
  })
})
