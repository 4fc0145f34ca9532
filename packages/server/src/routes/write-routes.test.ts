import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { ContentTestHarness } from './content-harness.test-support.ts'
import { createWriteTestHarness } from '../write/write-client.test-support.ts'
import type { WriteTestClient } from '../write/write-client.test-support.ts'

const ELEMENT = '@builder.io/sdk:Element'
const block = (id: string) => ({ '@type': ELEMENT, id })

let harness: ContentTestHarness
let client: WriteTestClient

beforeEach(async () => {
  ;({ harness, client } = await createWriteTestHarness())
})
afterEach(() => harness.close())

async function create(body: Record<string, unknown>, query = '') {
  const response = await client.send('POST', `/api/v1/write/page${query}`, { body })
  expect(response.status).toBe(201)
  return response.json as { id: string; rev: string }
}

async function publicNames(model = 'page'): Promise<unknown[]> {
  const response = await harness.get(`/api/v3/content/${model}`)
  expect(response.status).toBe(200)
  const { results } = (await response.json()) as { results: Array<{ name: string }> }
  return results.map((entry) => entry.name)
}

describe('POST /api/v1/write/:model', () => {
  it('creates a draft and answers 201 with the stored entry', async () => {
    const response = await client.send('POST', '/api/v1/write/page', {
      body: { name: 'Home', data: { title: 'Hi', blocks: [block('b1')] } },
    })
    expect(response.status).toBe(201)
    const { json } = response
    expect(json).toMatchObject({
      name: 'Home',
      published: 'draft',
      rev: '1',
      data: { title: 'Hi', blocks: [block('b1')] },
      meta: { tessera: { revision: 1, model: 'page', hasPublished: false } },
    })
    expect(json.id).toMatch(/^[0-9a-f]{32}$/)
    expect(json.meta.tessera.publishedRevision).toBeUndefined()
    expect(response.headers.get('etag')).toBe('"1"')
    const stored = await harness.store.getEntry({ spaceId: harness.spaceId, id: json.id })
    expect(stored?.latest.name).toBe('Home')
    expect(stored?.published).toBeNull()
    expect(harness.invalidated).toEqual([harness.spaceId])
    expect(await publicNames()).toEqual([])
  })

  it('publishes with published: "published" or ?publish=true', async () => {
    const a = await create({ id: 'entry-a', name: 'A', published: 'published' })
    expect(a).toMatchObject({
      id: 'entry-a',
      published: 'published',
      meta: { tessera: { hasPublished: true, publishedRevision: 1 } },
    })
    await create({ name: 'B' }, '?publish=true')
    expect(await publicNames()).toEqual(expect.arrayContaining(['A', 'B']))
  })

  it('keeps a ?publish=false entry a draft whatever its body says', async () => {
    const entry = await create({ name: 'A', published: 'published' }, '?publish=false')
    expect(entry).toMatchObject({ published: 'draft' })
    expect(await publicNames()).toEqual([])
  })

  it('normalises ISO dates to epoch ms and drops the fields the service stamps', async () => {
    const entry = await create({
      name: 'Sale',
      startDate: '2025-01-01T00:00:00Z',
      endDate: 1_800_000_000_000,
      rev: '9',
      createdDate: 1,
      testVariationId: 'x',
      meta: { kind: 'page', tessera: { revision: 42 } },
    })
    const stored = await harness.store.getEntry({ spaceId: harness.spaceId, id: entry.id })
    expect(stored?.latest).toMatchObject({
      startDate: Date.UTC(2025, 0, 1),
      endDate: 1_800_000_000_000,
      rev: '1',
      meta: { kind: 'page' },
    })
    expect(stored?.latest.createdDate).not.toBe(1)
    expect(stored?.latest.testVariationId).toBeUndefined()
    expect(stored?.latest.meta?.tessera).toBeUndefined()
  })

  it('refuses a duplicate id with 409 and writes nothing', async () => {
    await create({ id: 'same', name: 'First' })
    const before = await client.snapshot()
    const response = await client.send('POST', '/api/v1/write/page', {
      body: { id: 'same', name: 'Second' },
    })
    expect(response.status).toBe(409)
    expect(response.json).toEqual({
      error: { code: 'CONFLICT', message: 'Entry same already exists' },
    })
    expect(await client.snapshot()).toEqual(before)
  })
})

describe('refused requests', () => {
  const routes: Array<[string, string]> = [
    ['GET', '/api/v1/write/page'],
    ['GET', '/api/v1/write/page/e1'],
    ['POST', '/api/v1/write/page'],
    ['PUT', '/api/v1/write/page/e1'],
    ['PATCH', '/api/v1/write/page/e1'],
    ['DELETE', '/api/v1/write/page/e1'],
    ['POST', '/api/v1/write/page/e1/publish'],
    ['POST', '/api/v1/write/page/e1/unpublish'],
  ]

  beforeEach(async () => {
    await create({ id: 'e1', name: 'Original', data: { title: 'T' } })
    harness.invalidated.length = 0
  })

  it('answers 401 without a key and with an unknown key, 403 with the public key', async () => {
    const before = await client.snapshot()
    for (const [method, path] of routes) {
      const body = { name: 'Changed' }
      const missing = await client.send(method, path, { body, key: null })
      expect([method, path, missing.status, missing.json]).toEqual([
        method,
        path,
        401,
        { error: { code: 'UNAUTHORIZED', message: 'Missing API key' } },
      ])
      const unknown = await client.send(method, path, { body, key: 'nope' })
      expect(unknown.status).toBe(401)
      expect(unknown.json).toEqual({ error: { code: 'UNAUTHORIZED', message: 'Unknown API key' } })
      const pub = await client.send(method, path, { body, key: harness.publicKey })
      expect([method, path, pub.status, pub.json]).toEqual([
        method,
        path,
        403,
        { error: { code: 'FORBIDDEN', message: 'This operation needs the private key' } },
      ])
    }
    expect(await client.snapshot()).toEqual(before)
    expect(harness.invalidated).toEqual([])
  })

  it('answers 404 for an unknown model', async () => {
    const before = await client.snapshot()
    for (const [method, path] of routes) {
      const response = await client.send(method, path.replace('/page', '/nope'), {
        body: { name: 'X' },
      })
      expect([method, path, response.status, response.json]).toEqual([
        method,
        path,
        404,
        { error: { code: 'NOT_FOUND', message: 'Unknown model "nope"' } },
      ])
    }
    expect(await client.snapshot()).toEqual(before)
  })

  it('answers 404 for an unknown entry', async () => {
    const before = await client.snapshot()
    for (const [method, path] of routes.filter(([, p]) => p.includes('/e1'))) {
      const response = await client.send(method, path.replace('/e1', '/missing'), {
        body: path.endsWith('publish') ? { rev: '1' } : { name: 'X' },
      })
      expect([method, path, response.status, response.json]).toEqual([
        method,
        path,
        404,
        { error: { code: 'NOT_FOUND', message: 'Entry missing not found in model page' } },
      ])
    }
    // An entry of another model is not found through this one.
    const other = await client.send('GET', '/api/v1/write/data/e1')
    expect(other.status).toBe(404)
    expect(await client.snapshot()).toEqual(before)
  })

  const badBodies: Array<[string, unknown, string]> = [
    ['a non-object data', { name: 'X', data: [] }, 'Invalid data: expected an object'],
    [
      'a block without its @type',
      { name: 'X', data: { blocks: [block('a'), { id: 'b' }] } },
      `Invalid data.blocks.1.@type: expected "${ELEMENT}"`,
    ],
    [
      'a bad nested block',
      { name: 'X', data: { blocks: [{ ...block('a'), children: ['x'] }] } },
      'Invalid data.blocks.0.children.0: expected a block object',
    ],
    [
      'a bad query rule',
      { name: 'X', query: [{ property: 'urlPath', operator: 'equals', value: '/' }] },
      'Invalid query.0.operator: expected one of is, isNot, contains, startsWith, endsWith, greaterThan, lessThan, greaterThanOrEqualTo, lessThanOrEqualTo',
    ],
    [
      'a bad published state',
      { name: 'X', published: 'live' },
      'Invalid published: expected one of published, draft, archived',
    ],
    [
      'a bad date',
      { name: 'X', startDate: 'tomorrow' },
      'Invalid startDate: expected epoch milliseconds or an ISO 8601 date',
    ],
    [
      'an end before the start',
      { name: 'X', startDate: '2025-02-01', endDate: '2025-01-01' },
      'Invalid endDate: must be after startDate',
    ],
    [
      'an unknown top-level field',
      { name: 'X', titel: 'typo' },
      'Invalid titel: unknown field (custom fields go under data)',
    ],
    ['a missing name', { data: {} }, 'Invalid name: expected a non-empty string'],
    ['an array body', [], 'The body must be an entry object'],
    [
      'test ratios over 1',
      { name: 'X', variations: { a: { testRatio: 0.6 }, b: { testRatio: 0.6 } } },
      'Invalid variations: the test ratios add up to more than 1',
    ],
    [
      'a bad block in a variation',
      { name: 'X', variations: { a: { data: { blocks: [1] } } } },
      'Invalid variations.a.data.blocks.0: expected a block object',
    ],
  ]

  it.each(badBodies)(
    'answers 400 naming the field for %s, on POST and PUT',
    async (_, body, message) => {
      const before = await client.snapshot()
      for (const [method, path] of [
        ['POST', '/api/v1/write/page'],
        ['PUT', '/api/v1/write/page/e1'],
      ] as const) {
        const response = await client.send(method, path, { body })
        expect([method, response.status, response.json]).toEqual([
          method,
          400,
          { error: { code: 'INVALID_PARAMETER', message } },
        ])
      }
      expect(await client.snapshot()).toEqual(before)
      expect(harness.invalidated).toEqual([])
    },
  )

  it('answers 400 naming the field when a PATCH makes the entry invalid', async () => {
    const before = await client.snapshot()
    const response = await client.send('PATCH', '/api/v1/write/page/e1', {
      body: { data: { blocks: [{ id: 'no-type' }] } },
    })
    expect(response.status).toBe(400)
    expect(response.json.error.message).toBe(`Invalid data.blocks.0.@type: expected "${ELEMENT}"`)
    const array = await client.send('PATCH', '/api/v1/write/page/e1', { body: [1] })
    expect(array.json).toEqual({
      error: { code: 'INVALID_PARAMETER', message: 'The body must be an entry object' },
    })
    expect(await client.snapshot()).toEqual(before)
  })

  it('answers 400 for malformed JSON', async () => {
    const before = await client.snapshot()
    for (const [method, path] of routes.filter(([m]) => m !== 'GET' && m !== 'DELETE')) {
      const response = await client.send(method, path, { body: '{"name": ' })
      expect([method, path, response.status, response.json]).toEqual([
        method,
        path,
        400,
        { error: { code: 'MALFORMED_JSON', message: 'Malformed JSON body' } },
      ])
    }
    expect(await client.snapshot()).toEqual(before)
  })

  it('answers 413 for a body over maxWriteBodyBytes, but 403 first for the public key', async () => {
    const before = await client.snapshot()
    const body = { name: 'Big', data: { text: 'x'.repeat(harness.config.maxWriteBodyBytes) } }
    for (const [method, path] of routes.filter(([m]) => m !== 'GET' && m !== 'DELETE')) {
      const response = await client.send(method, path, { body })
      expect([method, path, response.status, response.json]).toEqual([
        method,
        path,
        413,
        {
          error: {
            code: 'PAYLOAD_TOO_LARGE',
            message: `Request body is larger than ${harness.config.maxWriteBodyBytes} bytes`,
          },
        },
      ])
    }
    // Past the public routes' limit, but within the app's backstop: the key is refused first.
    const overPublic = { name: 'Big', data: { text: 'x'.repeat(harness.config.maxBodyBytes) } }
    const pub = await client.send('POST', '/api/v1/write/page', {
      body: overPublic,
      key: harness.publicKey,
    })
    expect(pub.status).toBe(403)
    expect(await client.snapshot()).toEqual(before)
  })

  it('answers 400 for a bad revision or publish parameter', async () => {
    const before = await client.snapshot()
    const cases: Array<[string, Record<string, string>, unknown, string]> = [
      ['?revision=abc', {}, { name: 'X' }, 'Invalid revision: expected a positive integer'],
      ['?revision=0', {}, { name: 'X' }, 'Invalid revision: expected a positive integer'],
      [
        '',
        { 'if-match': 'nope' },
        { name: 'X' },
        'Invalid If-Match: expected one revision, as "<revision>"',
      ],
      ['', {}, { name: 'X', rev: 'one' }, 'Invalid rev: expected a positive integer'],
      [
        '?revision=1',
        { 'if-match': '"2"' },
        { name: 'X' },
        'Invalid revision: If-Match, ?revision and rev name different revisions',
      ],
      ['?publish=maybe', {}, { name: 'X' }, 'Invalid publish: expected true or false'],
    ]
    for (const [query, headers, body, message] of cases) {
      for (const method of ['PUT', 'PATCH']) {
        const response = await client.send(method, `/api/v1/write/page/e1${query}`, {
          body,
          headers,
        })
        expect([method, query, response.status, response.json]).toEqual([
          method,
          query,
          400,
          { error: { code: 'INVALID_PARAMETER', message } },
        ])
      }
    }
    const publish = await client.send('POST', '/api/v1/write/page/e1/publish?revision=x')
    expect(publish.status).toBe(400)
    const extra = await client.send('POST', '/api/v1/write/page/e1/publish', { body: { x: 1 } })
    expect(extra.json.error.message).toBe('Invalid x: unknown field')
    const remove = await client.send('DELETE', '/api/v1/write/page/e1', {
      headers: { 'if-match': 'W/"x"' },
    })
    expect(remove.status).toBe(400)
    const list = await client.send('GET', '/api/v1/write/page?limit=500')
    expect(list.json.error.message).toBe('Invalid limit: expected an integer from 1 to 100')
    expect(await client.snapshot()).toEqual(before)
  })

  it('refuses a body id other than the path id', async () => {
    const before = await client.snapshot()
    const response = await client.send('PUT', '/api/v1/write/page/e1', {
      body: { id: 'other', name: 'X' },
    })
    expect(response.status).toBe(400)
    expect(response.json.error.message).toBe('Invalid id: does not match the id in the path')
    expect(await client.snapshot()).toEqual(before)
  })
})
