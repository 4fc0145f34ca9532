import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { ContentTestHarness } from './content-harness.test-support.ts'
import { createWriteTestHarness } from '../write/write-client.test-support.ts'
import type { WriteTestClient } from '../write/write-client.test-support.ts'

const REVISIONS = '/api/v1/write/page/e1/revisions'

let harness: ContentTestHarness
let client: WriteTestClient

beforeEach(async () => {
  ;({ harness, client } = await createWriteTestHarness())
  await client.send('POST', '/api/v1/write/page', {
    body: { id: 'e1', name: 'v1', published: 'published', data: { title: 'one' } },
  })
  await client.send('PUT', '/api/v1/write/page/e1', {
    body: { name: 'v2', data: { title: 'two' } },
  })
  await client.send('PATCH', '/api/v1/write/page/e1', { body: { name: 'v3' } })
  harness.invalidated.length = 0
})
afterEach(() => harness.close())

async function publicTitle(): Promise<unknown> {
  const response = await harness.get('/api/v3/content/page')
  const { results } = (await response.json()) as { results: Array<{ data: { title: unknown } }> }
  return results[0]?.data.title
}

describe('GET …/revisions', () => {
  it('lists the current revision, then every previous one, newest first', async () => {
    const entry = await harness.store.getEntry({ spaceId: harness.spaceId, id: 'e1' })
    const older = await harness.store.listRevisions({ spaceId: harness.spaceId, entryId: 'e1' })
    const response = await client.send('GET', REVISIONS)
    expect(response.status).toBe(200)
    expect(response.json).toEqual({
      results: [
        { revision: 3, createdAt: entry?.updatedAt, current: true, published: false },
        { revision: 2, createdAt: older[0]?.createdAt, current: false, published: false },
        { revision: 1, createdAt: older[1]?.createdAt, current: false, published: true },
      ],
    })
  })
})

describe('GET …/revisions?limit&offset', () => {
  it('lists a page at a time, the current revision first', async () => {
    const numbers = async (query: string) =>
      (
        (await client.send('GET', `${REVISIONS}${query}`)).json.results as Array<{
          revision: number
          current: boolean
        }>
      ).map(({ revision, current }) => [revision, current])
    expect(await numbers('?limit=1')).toEqual([[3, true]])
    expect(await numbers('?limit=2')).toEqual([
      [3, true],
      [2, false],
    ])
    expect(await numbers('?limit=2&offset=1')).toEqual([
      [2, false],
      [1, false],
    ])
    expect(await numbers('?limit=2&offset=2')).toEqual([[1, false]])
    expect(await numbers('?offset=3')).toEqual([])
  })

  it('refuses a bad limit or offset', async () => {
    for (const query of ['?limit=0', '?limit=101', '?offset=-1', '?limit=x']) {
      const response = await client.send('GET', `${REVISIONS}${query}`)
      expect([query, response.status, response.json.error.code]).toEqual([
        query,
        400,
        'INVALID_PARAMETER',
      ])
    }
  })
})

describe('GET …/revisions/:revision', () => {
  it('returns a body as it was saved, the current one included', async () => {
    const first = await client.send('GET', `${REVISIONS}/1`)
    expect(first.json).toMatchObject({ name: 'v1', rev: '1', data: { title: 'one' } })
    const current = await client.send('GET', `${REVISIONS}/3`)
    expect(current.json).toMatchObject({ name: 'v3', rev: '3', data: { title: 'two' } })
  })

  it('answers 404 for an unknown revision and 400 for a malformed one', async () => {
    const missing = await client.send('GET', `${REVISIONS}/9`)
    expect(missing.status).toBe(404)
    expect(missing.json).toEqual({
      error: { code: 'NOT_FOUND', message: 'Revision 9 of entry e1 not found' },
    })
    const bad = await client.send('GET', `${REVISIONS}/first`)
    expect(bad.status).toBe(400)
    expect(bad.json).toEqual({
      error: {
        code: 'INVALID_PARAMETER',
        message: 'Invalid revision: expected a positive integer',
      },
    })
  })
})

describe('POST …/revisions/:revision/restore', () => {
  it('saves the old body as a new draft revision and keeps the replaced one', async () => {
    const response = await client.send('POST', `${REVISIONS}/1/restore`)
    expect(response.status).toBe(200)
    expect(response.json).toMatchObject({
      name: 'v1',
      published: 'draft',
      rev: '4',
      data: { title: 'one' },
      meta: { tessera: { revision: 4, hasPublished: true, publishedRevision: 1 } },
    })
    expect(harness.invalidated).toEqual([harness.spaceId])
    const list = await client.send('GET', REVISIONS)
    expect(list.json.results.map((r: { revision: number }) => r.revision)).toEqual([4, 3, 2, 1])
    const replaced = await client.send('GET', `${REVISIONS}/3`)
    expect(replaced.json.name).toBe('v3')
  })

  it('publishes the restored body with ?publish=true', async () => {
    await client.send('POST', '/api/v1/write/page/e1/publish')
    expect(await publicTitle()).toBe('two')
    const response = await client.send('POST', `${REVISIONS}/1/restore?publish=true`, {
      headers: { 'if-match': '"4"' },
    })
    expect(response.json).toMatchObject({ published: 'published', rev: '5' })
    expect(await publicTitle()).toBe('one')
  })

  it('refuses a restore based on a stale revision and writes nothing', async () => {
    const before = await client.snapshot()
    for (const request of [{ headers: { 'if-match': '"2"' } }, { body: { rev: '2' } }]) {
      const response = await client.send('POST', `${REVISIONS}/1/restore`, request)
      expect(response.status).toBe(409)
      expect(response.json).toEqual({
        error: {
          code: 'CONFLICT',
          message: 'Entry e1 has changed (revision 3); reload and retry',
          currentRevision: 3,
        },
      })
    }
    const accepted = await client.send('POST', `${REVISIONS}/2/restore?revision=3`)
    expect(accepted.json.rev).toBe('4')
    expect(before).not.toEqual(await client.snapshot())
  })

  it('refuses bad requests and writes nothing', async () => {
    const before = await client.snapshot()
    const cases: Array<[string, Record<string, unknown>, number, string]> = [
      [`${REVISIONS}/9/restore`, {}, 404, 'Revision 9 of entry e1 not found'],
      [`${REVISIONS}/0/restore`, {}, 400, 'Invalid revision: expected a positive integer'],
      [`${REVISIONS}/1/restore`, { body: '{' }, 400, 'Malformed JSON body'],
      [`${REVISIONS}/1/restore`, { body: { name: 'x' } }, 400, 'Invalid name: unknown field'],
      [`${REVISIONS}/1/restore?publish=yes`, {}, 400, 'Invalid publish: expected true or false'],
      [
        '/api/v1/write/page/nope/revisions/1/restore',
        {},
        404,
        'Entry nope not found in model page',
      ],
      ['/api/v1/write/blog/e1/revisions/1/restore', {}, 404, 'Unknown model "blog"'],
      [`${REVISIONS}/1/restore`, { key: null }, 401, 'Missing API key'],
      [`${REVISIONS}/1/restore`, { key: 'pub-key' }, 403, 'This operation needs the private key'],
    ]
    for (const [path, request, status, message] of cases) {
      const response = await client.send('POST', path, request)
      expect([path, response.status, response.json.error.message]).toEqual([path, status, message])
    }
    const big = 'x'.repeat(harness.config.maxBodyBytes + 1)
    const oversize = await client.send('POST', `${REVISIONS}/1/restore`, { body: big })
    expect(oversize.status).toBe(413)
    expect(await client.snapshot()).toEqual(before)
    expect(harness.invalidated).toEqual([])
  })

  it('needs the private key to read the history', async () => {
    for (const path of [REVISIONS, `${REVISIONS}/1`]) {
      expect((await client.send('GET', path, { key: 'pub-key' })).status).toBe(403)
      expect((await client.send('GET', path, { key: null })).status).toBe(401)
    }
  })
})
