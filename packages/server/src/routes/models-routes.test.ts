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

const fields = [
  { name: 'title', type: 'text', required: true },
  { name: 'price', type: 'number', defaultValue: 0, helperText: 'In cents' },
]

describe('GET /api/v1/models', () => {
  it('lists the models of the space by name', async () => {
    const response = await client.send('GET', '/api/v1/models')
    expect(response.status).toBe(200)
    const results = response.json.results as Array<Record<string, unknown>>
    expect(results.map((m) => [m.name, m.kind])).toEqual([
      ['data', 'data'],
      ['page', 'page'],
      ['section', 'section'],
      ['symbol', 'symbol'],
    ])
    expect(Object.keys(results[0] ?? {}).sort()).toEqual([
      'createdAt',
      'fields',
      'kind',
      'name',
      'updatedAt',
    ])
  })

  it('returns one model, or 404', async () => {
    const page = await client.send('GET', '/api/v1/models/page')
    expect(page.json).toMatchObject({ name: 'page', kind: 'page', fields: [] })
    const missing = await client.send('GET', '/api/v1/models/blog')
    expect(missing.status).toBe(404)
    expect(missing.json).toEqual({ error: { code: 'NOT_FOUND', message: 'Unknown model "blog"' } })
  })
})

describe('PUT /api/v1/models/:name', () => {
  it('creates a model (201), then updates it (200), keeping fields left out', async () => {
    const created = await client.send('PUT', '/api/v1/models/product', {
      body: { kind: 'data', fields },
    })
    expect(created.status).toBe(201)
    expect(created.json).toMatchObject({ name: 'product', kind: 'data', fields })
    expect(harness.invalidated).toEqual([harness.spaceId])
    const updated = await client.send('PUT', '/api/v1/models/product', {
      body: { name: 'product', kind: 'section' },
    })
    expect(updated.status).toBe(200)
    expect(updated.json).toMatchObject({ kind: 'section', fields })
    const cleared = await client.send('PUT', '/api/v1/models/product', {
      body: { kind: 'section', fields: [] },
    })
    expect(cleared.json.fields).toEqual([])
  })

  it('opens the write API to the new model', async () => {
    await client.send('PUT', '/api/v1/models/blog-post', { body: { kind: 'page' } })
    const entry = await client.send('POST', '/api/v1/write/blog-post', { body: { name: 'Hello' } })
    expect(entry.status).toBe(201)
    expect(entry.json.meta.tessera.model).toBe('blog-post')
  })

  const bad: Array<[string, string, unknown, string]> = [
    [
      'a bad name',
      '1abc',
      { kind: 'page' },
      'Invalid name: expected a letter, then letters, digits or "-" (at most 64)',
    ],
    [
      'a too long name',
      `a${'b'.repeat(64)}`,
      { kind: 'page' },
      'Invalid name: expected a letter, then letters, digits or "-" (at most 64)',
    ],
    [
      'a bad kind',
      'blog',
      { kind: 'post' },
      'Invalid kind: expected one of page, symbol, section, data',
    ],
    [
      'no kind',
      'blog',
      { fields: [] },
      'Invalid kind: expected one of page, symbol, section, data',
    ],
    [
      'fields not an array',
      'blog',
      { kind: 'page', fields: {} },
      'Invalid fields: expected an array of fields',
    ],
    [
      'a field without type',
      'blog',
      { kind: 'page', fields: [{ name: 'a' }] },
      'Invalid fields.0.type: expected a non-empty string',
    ],
    [
      'a bad field name',
      'blog',
      { kind: 'page', fields: [{ name: 'a b', type: 'text' }] },
      'Invalid fields.0.name: expected a letter, "_" or "$", then letters, digits, "_", "$" or "-"',
    ],
    [
      'a bad required',
      'blog',
      { kind: 'page', fields: [{ name: 'a', type: 'text', required: 'yes' }] },
      'Invalid fields.0.required: expected true or false',
    ],
    [
      'a duplicate field',
      'blog',
      {
        kind: 'page',
        fields: [
          { name: 'a', type: 'text' },
          { name: 'a', type: 'number' },
        ],
      },
      'Invalid fields.1.name: duplicate field "a"',
    ],
    ['an unknown field', 'blog', { kind: 'page', label: 'Blog' }, 'Invalid label: unknown field'],
    [
      'another name in the body',
      'blog',
      { name: 'news', kind: 'page' },
      'Invalid name: does not match the name in the path',
    ],
    ['an array body', 'blog', [], 'The body must be a model object {kind, fields}'],
  ]

  it.each(bad)(
    'answers 400 naming the field for %s and writes nothing',
    async (_, name, body, message) => {
      const before = await client.snapshot()
      const response = await client.send('PUT', `/api/v1/models/${name}`, { body })
      expect(response.status).toBe(400)
      expect(response.json).toEqual({ error: { code: 'INVALID_PARAMETER', message } })
      expect(await client.snapshot()).toEqual(before)
      expect(harness.invalidated).toEqual([])
    },
  )

  it('refuses malformed JSON, oversize bodies and missing or public keys', async () => {
    const before = await client.snapshot()
    const path = '/api/v1/models/blog'
    const malformed = await client.send('PUT', path, { body: '{kind' })
    expect([malformed.status, malformed.json.error.code]).toEqual([400, 'MALFORMED_JSON'])
    const big = {
      kind: 'page',
      fields: [{ name: 'a', type: 'x'.repeat(harness.config.maxBodyBytes) }],
    }
    const oversize = await client.send('PUT', path, { body: big })
    expect([oversize.status, oversize.json.error.code]).toEqual([413, 'PAYLOAD_TOO_LARGE'])
    for (const [method, route] of [
      ['GET', '/api/v1/models'],
      ['GET', path],
      ['PUT', path],
    ] as const) {
      const missing = await client.send(method, route, { body: { kind: 'page' }, key: null })
      expect([route, missing.status]).toEqual([route, 401])
      const pub = await client.send(method, route, { body: { kind: 'page' }, key: 'pub-key' })
      expect([route, pub.status, pub.json.error.message]).toEqual([
        route,
        403,
        'This operation needs the private key',
      ])
    }
    expect(await client.snapshot()).toEqual(before)
    expect(harness.invalidated).toEqual([])
  })
})
