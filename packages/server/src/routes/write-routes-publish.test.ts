import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { ContentTestHarness } from './content-harness.test-support.ts'
import { createWriteTestHarness } from '../write/write-client.test-support.ts'
import type { WriteTestClient } from '../write/write-client.test-support.ts'

let harness: ContentTestHarness
let client: WriteTestClient

beforeEach(async () => {
  ;({ harness, client } = await createWriteTestHarness())
})
afterEach(() => harness.close())

async function create(id: string, extra: Record<string, unknown> = {}) {
  const response = await client.send('POST', '/api/v1/write/page', {
    body: { id, name: id, data: { title: id }, ...extra },
  })
  expect(response.status).toBe(201)
}

async function publicTitles(): Promise<unknown[]> {
  const response = await harness.get('/api/v3/content/page?limit=10')
  const { results } = (await response.json()) as { results: Array<{ data: { title: unknown } }> }
  return results.map((entry) => entry.data.title)
}

describe('publish and unpublish', () => {
  it('makes the latest body visible to the content API, then hides it', async () => {
    await create('e1')
    expect(await publicTitles()).toEqual([])
    harness.invalidated.length = 0
    const published = await client.send('POST', '/api/v1/write/page/e1/publish')
    expect(published.status).toBe(200)
    expect(published.json).toMatchObject({
      published: 'published',
      rev: '2',
      meta: { tessera: { revision: 2, hasPublished: true, publishedRevision: 2 } },
    })
    expect(harness.invalidated).toEqual([harness.spaceId])
    expect(await publicTitles()).toEqual(['e1'])
    const unpublished = await client.send('POST', '/api/v1/write/page/e1/unpublish', {
      body: { rev: '2' },
    })
    expect(unpublished.json).toMatchObject({
      published: 'draft',
      rev: '3',
      meta: { tessera: { revision: 3, hasPublished: false } },
    })
    expect(unpublished.json.meta.tessera.publishedRevision).toBeUndefined()
    expect(await publicTitles()).toEqual([])
  })

  it('serves fresh content after a write although the content API caches it', async () => {
    await create('e1', { published: 'published' })
    const path = '/api/v3/content/page?limit=10'
    expect((await harness.get(path)).headers.get('x-cache')).toBe('MISS')
    const cached = await harness.get(path)
    expect(cached.headers.get('x-cache')).toBe('HIT')
    expect(await publicTitles()).toEqual(['e1'])
    const response = await client.send('PATCH', '/api/v1/write/page/e1?publish=true', {
      body: { data: { title: 'fresh' } },
    })
    expect(response.status).toBe(200)
    const fresh = await harness.get(path)
    expect(fresh.headers.get('x-cache')).toBe('MISS')
    const { results } = (await fresh.json()) as { results: Array<{ data: { title: unknown } }> }
    expect(results.map((entry) => entry.data.title)).toEqual(['fresh'])
  })

  it('serves a scheduled entry only within its window', async () => {
    await create('later', { published: 'published', startDate: harness.clock.now + 1000 })
    expect(await publicTitles()).toEqual([])
    harness.clock.now += 2000
    const response = await harness.get('/api/v3/content/page?cachebust=true')
    const { results } = (await response.json()) as { results: unknown[] }
    expect(results).toHaveLength(1)
  })
})

describe('DELETE /api/v1/write/:model/:id', () => {
  it('deletes the entry and its history', async () => {
    await create('e1', { published: 'published' })
    harness.invalidated.length = 0
    const response = await client.send('DELETE', '/api/v1/write/page/e1')
    expect(response.status).toBe(200)
    expect(response.json).toEqual({ ok: true })
    expect(harness.invalidated).toEqual([harness.spaceId])
    expect(await harness.store.getEntry({ spaceId: harness.spaceId, id: 'e1' })).toBeUndefined()
    expect(await publicTitles()).toEqual([])
    const again = await client.send('DELETE', '/api/v1/write/page/e1')
    expect(again.status).toBe(404)
    expect(again.json).toEqual({
      error: { code: 'NOT_FOUND', message: 'Entry e1 not found in model page' },
    })
  })
})

describe('GET /api/v1/write/:model', () => {
  beforeEach(async () => {
    await create('a', { published: 'published' })
    await create('b')
    await create('c', { published: 'archived' })
  })

  it('lists every entry, drafts included, with its status and revision', async () => {
    const response = await client.send('GET', '/api/v1/write/page')
    expect(response.status).toBe(200)
    const results = response.json.results as Array<{ id: string; published: string; rev: string }>
    expect(results.map((e) => [e.id, e.published, e.rev]).sort()).toEqual([
      ['a', 'published', '1'],
      ['b', 'draft', '1'],
      ['c', 'archived', '1'],
    ])
    expect(response.json.results[0].meta.tessera.revision).toBe(1)
  })

  it('filters by status and pages', async () => {
    const drafts = await client.send('GET', '/api/v1/write/page?published=draft')
    expect(drafts.json.results.map((e: { id: string }) => e.id)).toEqual(['b'])
    const all = await client.send('GET', '/api/v1/write/page')
    const ids = all.json.results.map((e: { id: string }) => e.id)
    const page = await client.send('GET', '/api/v1/write/page?limit=1&offset=1')
    expect(page.json.results.map((e: { id: string }) => e.id)).toEqual([ids[1]])
    const filteredPage = await client.send('GET', '/api/v1/write/page?published=draft&offset=1')
    expect(filteredPage.json.results).toEqual([])
  })
})

describe('GET /api/v1/write/:model/:id', () => {
  it('returns the latest body and where the published one stands', async () => {
    await create('e1', { published: 'published' })
    await client.send('PATCH', '/api/v1/write/page/e1', { body: { data: { title: 'draft' } } })
    const response = await client.send('GET', '/api/v1/write/page/e1')
    expect(response.status).toBe(200)
    expect(response.headers.get('etag')).toBe('"2"')
    expect(response.headers.get('cache-control')).toBe('no-store')
    const refused = await client.send('GET', '/api/v1/write/page/e1', { key: 'pub-key' })
    expect(refused.headers.get('cache-control')).toBe('no-store')
    expect(response.json).toMatchObject({
      id: 'e1',
      published: 'draft',
      rev: '2',
      data: { title: 'draft' },
      meta: { tessera: { revision: 2, model: 'page', hasPublished: true, publishedRevision: 1 } },
    })
  })
})
