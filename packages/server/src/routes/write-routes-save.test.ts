import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { ContentTestHarness } from './content-harness.test-support.ts'
import { createWriteTestHarness } from '../write/write-client.test-support.ts'
import type { WriteTestClient } from '../write/write-client.test-support.ts'

const block = (id: string) => ({ '@type': '@builder.io/sdk:Element', id })
const ENTRY = '/api/v1/write/page/e1'

let harness: ContentTestHarness
let client: WriteTestClient

beforeEach(async () => {
  ;({ harness, client } = await createWriteTestHarness())
  const response = await client.send('POST', '/api/v1/write/page', {
    body: {
      id: 'e1',
      name: 'Original',
      published: 'published',
      endDate: 4_000_000_000_000,
      data: { title: 'T', subtitle: 'S', blocks: [block('a'), block('b')] },
    },
  })
  expect(response.status).toBe(201)
  harness.invalidated.length = 0
})
afterEach(() => harness.close())

async function stored() {
  return harness.store.getEntry({ spaceId: harness.spaceId, id: 'e1' })
}

async function publicTitle(): Promise<unknown> {
  const response = await harness.get('/api/v3/content/page')
  const { results } = (await response.json()) as { results: Array<{ data: { title: unknown } }> }
  return results[0]?.data.title
}

describe('PUT /api/v1/write/:model/:id', () => {
  it('replaces the body as a draft revision and keeps the previous one', async () => {
    const response = await client.send('PUT', ENTRY, {
      body: { name: 'New', data: { title: 'N' } },
    })
    expect(response.status).toBe(200)
    expect(response.json).toMatchObject({
      id: 'e1',
      name: 'New',
      published: 'draft',
      rev: '2',
      data: { title: 'N' },
      meta: { tessera: { revision: 2, hasPublished: true, publishedRevision: 1 } },
    })
    expect(response.json.data.subtitle).toBeUndefined()
    expect(response.json.endDate).toBeUndefined()
    expect(response.headers.get('etag')).toBe('"2"')
    const revisions = await harness.store.listRevisions({ spaceId: harness.spaceId, entryId: 'e1' })
    expect(revisions.map((r) => [r.revision, r.body.name])).toEqual([[1, 'Original']])
    expect(harness.invalidated).toEqual([harness.spaceId])
    // The published body stays live until the draft is published.
    expect(await publicTitle()).toBe('T')
  })

  it('publishes in the same save with ?publish=true or published: "published"', async () => {
    const a = await client.send('PUT', `${ENTRY}?publish=true`, {
      body: { name: 'A', data: { title: 'A' } },
    })
    expect(a.json).toMatchObject({
      published: 'published',
      meta: { tessera: { publishedRevision: 2 } },
    })
    expect(await publicTitle()).toBe('A')
    const b = await client.send('PUT', ENTRY, {
      body: { name: 'B', published: 'published', data: { title: 'B' } },
    })
    expect(b.json.meta.tessera).toEqual({
      revision: 3,
      model: 'page',
      hasPublished: true,
      publishedRevision: 3,
    })
    expect(await publicTitle()).toBe('B')
  })

  it('accepts an entry read from the API sent back as it is', async () => {
    const read = await client.send('GET', ENTRY)
    const response = await client.send('PUT', ENTRY, { body: { ...read.json, name: 'Again' } })
    expect(response.status).toBe(200)
    const entry = await stored()
    expect(entry?.latest.name).toBe('Again')
    expect(entry?.latest.meta?.tessera).toBeUndefined()
  })

  it('accepts unknown top-level fields the stored entry already has', async () => {
    await harness.addEntry('page', { id: 'imported', name: 'I', folders: ['x'] })
    const put = await client.send('PUT', '/api/v1/write/page/imported', {
      body: { name: 'I2', folders: ['y'] },
    })
    expect(put.status).toBe(200)
    const patch = await client.send('PATCH', '/api/v1/write/page/imported', {
      body: { name: 'I3' },
    })
    expect(patch.json).toMatchObject({ name: 'I3', folders: ['y'] })
  })
})

describe('PATCH /api/v1/write/:model/:id', () => {
  it('deep-merges objects, replaces arrays and removes null fields', async () => {
    const response = await client.send('PATCH', ENTRY, {
      body: { data: { title: 'Changed', blocks: [block('c')] }, endDate: null },
    })
    expect(response.status).toBe(200)
    expect(response.json).toMatchObject({
      name: 'Original',
      published: 'draft',
      rev: '2',
      data: { title: 'Changed', subtitle: 'S', blocks: [block('c')] },
    })
    expect(response.json.endDate).toBeUndefined()
    expect(harness.invalidated).toEqual([harness.spaceId])
  })

  it('publishes only when the patch asks', async () => {
    const draft = await client.send('PATCH', ENTRY, { body: { data: { title: 'D' } } })
    expect(draft.json.published).toBe('draft')
    expect(await publicTitle()).toBe('T')
    const live = await client.send('PATCH', ENTRY, { body: { published: 'published' } })
    expect(live.json).toMatchObject({ published: 'published', rev: '3' })
    expect(await publicTitle()).toBe('D')
    const archived = await client.send('PATCH', ENTRY, { body: { published: 'archived' } })
    expect(archived.json.published).toBe('archived')
  })

  it('normalises ISO dates and checks the schedule against the stored dates', async () => {
    const before = await harness.store.getEntry({ spaceId: harness.spaceId, id: 'e1' })
    const bad = await client.send('PATCH', ENTRY, { body: { startDate: 4_000_000_000_001 } })
    expect(bad.json.error.message).toBe('Invalid endDate: must be after startDate')
    expect(await stored()).toEqual(before)
    const good = await client.send('PATCH', ENTRY, { body: { startDate: '2030-01-01T00:00:00Z' } })
    expect(good.json.startDate).toBe(Date.UTC(2030, 0, 1))
  })
})

describe('optimistic concurrency', () => {
  const stale = {
    error: {
      code: 'CONFLICT',
      message: 'Entry e1 has changed (revision 2); reload and retry',
      currentRevision: 2,
    },
  }

  beforeEach(async () => {
    const response = await client.send('PATCH', ENTRY, { body: { data: { title: 'Second' } } })
    expect(response.json.rev).toBe('2')
    harness.invalidated.length = 0
  })

  it('refuses every write based on a stale revision with 409 and writes nothing', async () => {
    const before = await client.snapshot()
    const attempts: Array<[string, string, Record<string, unknown>]> = [
      ['PUT', ENTRY, { headers: { 'if-match': '"1"' }, body: { name: 'X' } }],
      ['PUT', `${ENTRY}?revision=1&publish=true`, { body: { name: 'X' } }],
      ['PATCH', ENTRY, { body: { name: 'X', rev: '1' } }],
      ['PATCH', ENTRY, { headers: { 'if-match': 'W/"1"' }, body: { name: 'X' } }],
      ['POST', `${ENTRY}/publish`, { headers: { 'if-match': '"1"' } }],
      ['POST', `${ENTRY}/unpublish`, { body: { rev: 1 } }],
      ['DELETE', `${ENTRY}?revision=1`, {}],
    ]
    for (const [method, path, request] of attempts) {
      const response = await client.send(method, path, request)
      expect([method, path, response.status, response.json]).toEqual([method, path, 409, stale])
    }
    expect(await client.snapshot()).toEqual(before)
    expect(harness.invalidated).toEqual([])
    expect(await publicTitle()).toBe('T')
  })

  it('accepts a write based on the current revision', async () => {
    const put = await client.send('PUT', ENTRY, {
      headers: { 'if-match': '"2"' },
      body: { name: 'Third', rev: '2' },
    })
    expect(put.json.rev).toBe('3')
    const patch = await client.send('PATCH', `${ENTRY}?revision=3`, { body: { name: 'Fourth' } })
    expect(patch.json.rev).toBe('4')
    const remove = await client.send('DELETE', ENTRY, { headers: { 'if-match': '"4"' } })
    expect(remove.json).toEqual({ ok: true })
  })

  it('accepts a write naming no revision whatever the current one (last write wins)', async () => {
    const response = await client.send('PUT', ENTRY, { body: { name: 'Blind' } })
    expect(response.status).toBe(200)
    expect(response.json.rev).toBe('3')
  })

  it('accepts If-Match: * as no revision', async () => {
    const response = await client.send('PATCH', ENTRY, {
      headers: { 'if-match': '*' },
      body: { name: 'Any' },
    })
    expect(response.json.rev).toBe('3')
  })
})
