import type { Entry, QueryRule } from '@tessera/core'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createContentTestHarness } from './content-harness.test-support.ts'
import type { ContentTestHarness } from './content-harness.test-support.ts'

function rule(property: string, value: unknown): QueryRule {
  return { '@type': '@builder.io/core:Query', property, operator: 'is', value }
}

const json = (value: unknown) => encodeURIComponent(JSON.stringify(value))

let h: ContentTestHarness

beforeEach(async () => {
  h = await createContentTestHarness()
  await h.addEntry('page', { id: 'home', query: [rule('urlPath', '/')], data: { title: 'Home' } })
  await h.addEntry('page', {
    id: 'about',
    query: [rule('urlPath', '/about')],
    data: { title: 'About' },
  })
  await h.addEntry('symbol', { id: 'header', data: { title: 'Header' } })
  await h.addEntry('data', { id: 'd1', priority: 2, data: { slug: 'one' } })
  await h.addEntry('data', { id: 'd2', priority: 1, data: { slug: 'two' } })
})

afterEach(async () => {
  await h.close()
})

async function keyed(path: string, init?: RequestInit): Promise<Record<string, Entry[]>> {
  const response = await h.get(path, init)
  expect(response.status).toBe(200)
  return (await response.json()) as Record<string, Entry[]>
}

const idsOf = (body: Record<string, Entry[]>) =>
  Object.fromEntries(Object.entries(body).map(([key, list]) => [key, list.map((e) => e.id)]))

describe('GET /api/v3/query/:apiKey/:keys', () => {
  it('answers keyed by key, with the exact entry bodies', async () => {
    const page = await h.store.getEntry({ spaceId: h.spaceId, id: 'about' })
    const body = await keyed(
      `/api/v3/query/${h.publicKey}/page?userAttributes=${json({ urlPath: '/about' })}&options.page.limit=1`,
    )
    expect(body).toEqual({ page: [page?.published] })
  })

  it('reads several keys, each with its own JSON-encoded options', async () => {
    const body = await keyed(
      `/api/v1/query/${h.publicKey}/page,header,posts:abc?userAttributes=${json({ urlPath: '/' })}` +
        `&options.header.model=${json('symbol')}&options.posts:abc.model=${json('data')}` +
        `&options.posts:abc.query=${json({ 'data.slug': 'two' })}`,
    )
    expect(idsOf(body)).toEqual({ page: ['home'], header: ['header'], 'posts:abc': ['d2'] })
  })

  it('lists every page with noTargeting, on top or per key', async () => {
    const path = `/api/v3/query/${h.publicKey}/page,other`
    const query = `userAttributes=${json({ urlPath: '/' })}&options.other.model=${json('page')}`
    const top = await keyed(`${path}?${query}&noTargeting=true`)
    expect(idsOf(top)).toEqual({ page: ['about', 'home'], other: ['about', 'home'] })
    const perKey = await keyed(`${path}?${query}&options.page.noTargeting=true`)
    expect(idsOf(perKey)).toEqual({ page: ['about', 'home'], other: ['home'] })
  })

  it('takes the model from the key before the colon', async () => {
    const body = await keyed(`/api/v3/query/${h.publicKey}/data:x1?options.data:x1.limit=1`)
    expect(idsOf(body)).toEqual({ 'data:x1': ['d1'] })
  })

  it('fetches one entry with options.<key>.entry', async () => {
    const body = await keyed(
      `/api/v3/query/${h.publicKey}/page?options.page.entry=${json('about')}`,
    )
    expect(idsOf(body)).toEqual({ page: ['about'] })
    const missing = await keyed(`/api/v3/query/${h.publicKey}/page?options.page.entry=${json('x')}`)
    expect(missing).toEqual({ page: [] })
  })

  it('lets per-key options win over top-level ones', async () => {
    const body = await keyed(`/api/v3/query/${h.publicKey}/data?limit=2&options.data.limit=1`)
    expect(idsOf(body)).toEqual({ data: ['d1'] })
  })

  it('refuses per-key drafts to a public key, and serves them with the private key', async () => {
    await h.store.updateEntry({
      spaceId: h.spaceId,
      model: 'data',
      id: 'd1',
      body: { id: 'd1', priority: 2, data: { slug: 'one (draft)' } },
    })
    const path = `/api/v3/query/${h.publicKey}/data?options.data.preview=${json('data')}`
    const refused = await h.get(path)
    expect(refused.status).toBe(403)
    const body = await keyed(path, { headers: { Authorization: `Bearer ${h.privateKey}` } })
    expect(body.data?.[0]?.data?.slug).toBe('one (draft)')
  })

  it('accepts the private key in the path', async () => {
    const body = await keyed(`/api/v3/query/${h.privateKey}/data?includeUnpublished=true`)
    expect(idsOf(body)).toEqual({ data: ['d1', 'd2'] })
  })

  it('caches and revalidates like the content endpoint', async () => {
    const path = `/api/v3/query/${h.publicKey}/data`
    const first = await h.get(path)
    const second = await h.get(path)
    expect(second.headers.get('x-cache')).toBe('HIT')
    const etag = first.headers.get('etag') ?? ''
    expect((await h.get(path, { headers: { 'If-None-Match': etag } })).status).toBe(304)
  })

  it.each([
    ['/api/v3/query/wrong/page', 401, { code: 'UNAUTHORIZED', message: 'Unknown API key' }],
    ['/api/v3/query/pub-key/nope', 404, { code: 'NOT_FOUND', message: 'Unknown model "nope"' }],
    [
      '/api/v3/query/pub-key/page?options.page.limit=500',
      400,
      {
        code: 'INVALID_PARAMETER',
        message: 'Invalid limit: expected an integer from 1 to 100 (key "page")',
      },
    ],
    [
      '/api/v3/query/pub-key/,',
      400,
      { code: 'INVALID_PARAMETER', message: 'Invalid keys: none given' },
    ],
    [
      `/api/v3/query/pub-key/${Array.from({ length: 21 }, (_, i) => `k${i}`).join(',')}`,
      400,
      { code: 'INVALID_PARAMETER', message: 'Invalid keys: at most 20' },
    ],
    [
      '/api/v3/query/pub-key/__proto__',
      400,
      { code: 'INVALID_QUERY', message: 'Property name "__proto__" is not allowed' },
    ],
    [
      `/api/v3/query/pub-key/page?options.page.query=${json([1])}`,
      400,
      { code: 'INVALID_QUERY', message: 'The query parameter must be a JSON object' },
    ],
  ])('answers %s with %i', async (path, status, error) => {
    const response = await h.get(path)
    expect(response.status).toBe(status)
    expect(await response.json()).toEqual({ error })
  })
})
