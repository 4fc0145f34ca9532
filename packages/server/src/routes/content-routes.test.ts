import type { Block, Entry, QueryRule } from '@tessera/core'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createContentTestHarness, TEST_NOW } from './content-harness.test-support.ts'
import type { ContentTestHarness } from './content-harness.test-support.ts'

const DAY = 86_400_000

function rule(property: string, value: unknown, operator = 'is'): QueryRule {
  return { '@type': '@builder.io/core:Query', property, operator, value }
}

function ua(attributes: Record<string, unknown>): string {
  return `userAttributes=${encodeURIComponent(JSON.stringify(attributes))}`
}

function text(id: string, value: unknown): Block {
  return {
    '@type': '@builder.io/sdk:Element',
    id,
    component: { name: 'Text', options: { text: value } },
  }
}

async function results(response: Response): Promise<Entry[]> {
  expect(response.status).toBe(200)
  const body = (await response.json()) as { results: Entry[] }
  return body.results
}

const ids = (entries: Entry[]) => entries.map((entry) => entry.id)

let h: ContentTestHarness

beforeEach(async () => {
  h = await createContentTestHarness()
})

afterEach(async () => {
  await h.close()
})

describe('GET /api/v3/content/:model — selection', () => {
  it('returns { results } with the published body, meta.componentsUsed omitted', async () => {
    const record = await h.addEntry('page', {
      id: 'about',
      name: 'About',
      query: [rule('urlPath', '/about')],
      meta: { kind: 'page', componentsUsed: { Text: 1 } },
      data: { title: 'About us', blocks: [text('b1', 'Hi')] },
    })
    const response = await h.get(`/api/v3/content/page?${ua({ urlPath: '/about/' })}&limit=1`)
    expect(response.headers.get('content-type')).toBe('application/json')
    const published = record.published as Entry
    expect(await response.json()).toEqual({
      results: [{ ...published, meta: { kind: 'page' } }],
    })
    expect(published).toMatchObject({ id: 'about', published: 'published', rev: '1' })
  })

  it('serves v1 and v2 paths too', async () => {
    await h.addEntry('page', { id: 'p1' })
    expect(ids(await results(await h.get('/api/v1/content/page')))).toEqual(['p1'])
    expect(ids(await results(await h.get('/api/v2/content/page')))).toEqual(['p1'])
  })

  it('targets by urlPath and device, ordered by priority', async () => {
    await h.addEntry('page', { id: 'about', priority: 1, query: [rule('urlPath', '/about')] })
    await h.addEntry('page', {
      id: 'about-mobile',
      priority: 10,
      query: [rule('urlPath', '/about'), rule('device', 'mobile')],
    })
    await h.addEntry('page', { id: 'home', query: [rule('urlPath', '/')] })
    await h.addEntry('page', { id: 'everywhere', priority: -5 })
    const mobile = await h.get(
      `/api/v3/content/page?${ua({ urlPath: '/about', device: 'mobile' })}`,
    )
    expect(ids(await results(mobile))).toEqual(['about-mobile', 'about', 'everywhere'])
    const desktop = await h.get(
      `/api/v3/content/page?${ua({ urlPath: '/about' })}&userAttributes.device=desktop`,
    )
    expect(ids(await results(desktop))).toEqual(['about', 'everywhere'])
    const best = await h.get(`/api/v3/content/page?${ua({ urlPath: '/' })}&limit=1`)
    expect(ids(await results(best))).toEqual(['home'])
  })

  it('copes with missing userAttributes (gen-1 replacing them)', async () => {
    await h.addEntry('page', { id: 'a', priority: 2, query: [rule('urlPath', '/a')] })
    await h.addEntry('page', { id: 'b', priority: 1 })
    expect(ids(await results(await h.get('/api/v3/content/page')))).toEqual(['b'])
  })

  it('honours the schedule and userAttributes.date', async () => {
    await h.addEntry('page', { id: 'soon', startDate: TEST_NOW + DAY })
    await h.addEntry('page', { id: 'over', endDate: TEST_NOW - DAY })
    await h.addEntry('page', { id: 'now', startDate: TEST_NOW - DAY, endDate: TEST_NOW + DAY })
    expect(ids(await results(await h.get('/api/v3/content/page')))).toEqual(['now'])
    h.clock.now = TEST_NOW + 2 * DAY
    expect(ids(await results(await h.get('/api/v3/content/page?cachebust=true')))).toEqual(['soon'])
    const past = await h.get(`/api/v3/content/page?${ua({ date: TEST_NOW - 2 * DAY })}`)
    expect(ids(await results(past))).toEqual(['over'])
  })

  it('leaves out drafts and unpublished entries', async () => {
    await h.addEntry('page', { id: 'draft', published: 'draft' })
    await h.addEntry('page', { id: 'live' })
    await h.store.updateEntry({
      spaceId: h.spaceId,
      model: 'page',
      id: 'live',
      body: { id: 'live', data: { title: 'new draft title' } },
    })
    const [live, ...rest] = await results(await h.get('/api/v3/content/page'))
    expect(rest).toEqual([])
    expect(live?.data?.title).toBeUndefined()
  })

  it('returns variations as stored, without choosing one', async () => {
    const variations = { v1: { id: 'v1', testRatio: 0.5, data: { title: 'B' } } }
    await h.addEntry('page', { id: 'ab', testRatio: 0.5, variations, data: { title: 'A' } })
    const [entry] = await results(await h.get('/api/v3/content/page'))
    expect(entry?.variations).toEqual(variations)
    expect(entry?.data?.title).toBe('A')
    expect(entry?.testVariationId).toBeUndefined()
  })

  it('applies limit, offset and sort', async () => {
    for (const [id, date] of [
      ['a', 3],
      ['b', 1],
      ['c', 2],
    ] as const) {
      await h.addEntry('data', { id, priority: date, data: { date } })
    }
    const sorted = await h.get('/api/v3/content/data?sort.data.date=1')
    expect(ids(await results(sorted))).toEqual(['b', 'c', 'a'])
    const page = await h.get('/api/v3/content/data?limit=1&offset=1')
    expect(ids(await results(page))).toEqual(['c'])
  })
})

describe('GET /api/v3/content/:model — shaping', () => {
  it('keeps only fields (and id), and honours omit', async () => {
    await h.addEntry('page', {
      id: 'p',
      name: 'P',
      meta: { kind: 'page', componentsUsed: { Text: 1 } },
      data: { title: 'T', url: '/p' },
    })
    const picked = await results(await h.get('/api/v3/content/page?fields=name,data.title'))
    expect(picked).toEqual([{ id: 'p', name: 'P', data: { title: 'T' } }])
    const omitted = await results(await h.get('/api/v3/content/page?omit=data.url,name'))
    expect(omitted[0]?.name).toBeUndefined()
    expect(omitted[0]?.data).toEqual({ title: 'T' })
    expect(omitted[0]?.meta).toEqual({ kind: 'page', componentsUsed: { Text: 1 } })
  })

  it('resolves localized values for the locale', async () => {
    const localized = {
      '@type': '@builder.io/core:LocalizedValue',
      Default: 'Hello',
      fr: 'Bonjour',
    }
    await h.addEntry('page', {
      id: 'p',
      data: { heading: localized, blocks: [text('b', localized)] },
    })
    const [fr] = await results(await h.get('/api/v3/content/page?locale=fr'))
    expect(fr?.data?.heading).toBe('Bonjour')
    expect(fr?.data?.blocks?.[0]?.component?.options?.text).toBe('Bonjour')
    const [de] = await results(await h.get('/api/v3/content/page?locale=de'))
    expect(de?.data?.heading).toBe('Hello')
    const [raw] = await results(await h.get('/api/v3/content/page'))
    expect(raw?.data?.heading).toEqual(localized)
  })

  it('inlines published symbol content, nested, unless includeRefs=false', async () => {
    await h.addEntry('symbol', { id: 'logo', data: { blocks: [text('l', 'Logo')] } })
    await h.addEntry('symbol', {
      id: 'header',
      data: { blocks: [symbolRef('logo'), text('h', 'Header')] },
    })
    await h.addEntry('symbol', { id: 'unpublished', published: 'draft', data: {} })
    await h.addEntry('page', {
      id: 'p',
      data: { blocks: [symbolRef('header'), symbolRef('unpublished')] },
    })
    const [page] = await results(await h.get('/api/v3/content/page?includeRefs=true'))
    const header = symbolOf(page?.data?.blocks?.[0])?.content as Entry
    expect(header.id).toBe('header')
    expect(header.published).toBe('published')
    const logo = symbolOf(header.data?.blocks?.[0])?.content as Entry
    expect(logo.data?.blocks?.[0]?.component?.options?.text).toBe('Logo')
    expect(symbolOf(page?.data?.blocks?.[1])?.content).toBeUndefined()
    const [plain] = await results(await h.get('/api/v3/content/page?includeRefs=false'))
    expect(symbolOf(plain?.data?.blocks?.[0])?.content).toBeUndefined()
  })
})

function symbolRef(entry: string): Block {
  return {
    '@type': '@builder.io/sdk:Element',
    component: { name: 'Symbol', options: { symbol: { entry, model: 'symbol' } } },
  }
}

function symbolOf(block: Block | undefined): { content?: unknown } | undefined {
  return block?.component?.options?.symbol as { content?: unknown } | undefined
}

describe('GET /api/v3/content/:model — errors', () => {
  it.each([
    ['limit=0', 'Invalid limit: expected an integer from 1 to 100'],
    ['limit=101', 'Invalid limit: expected an integer from 1 to 100'],
    ['offset=-3', 'Invalid offset: expected a number ≥ 0'],
    ['userAttributes=%7Bnope', 'Invalid userAttributes: expected a JSON object'],
    ['sort.name=up', 'Invalid sort.name: expected 1 or -1'],
  ])('answers 400 INVALID_PARAMETER to %s', async (query, message) => {
    const response = await h.get(`/api/v3/content/page?${query}`)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: { code: 'INVALID_PARAMETER', message } })
  })

  it('answers 404 to an unknown model', async () => {
    const response = await h.get('/api/v3/content/nope')
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'Unknown model "nope"' },
    })
  })

  it('answers 401 to an unknown or missing key', async () => {
    const unknown = await h.get('/api/v3/content/page?apiKey=wrong')
    expect(unknown.status).toBe(401)
    expect(await unknown.json()).toEqual({
      error: { code: 'UNAUTHORIZED', message: 'Unknown API key' },
    })
    const missing = await h.app.request('/api/v3/content/page')
    expect(missing.status).toBe(401)
    expect(await missing.json()).toEqual({
      error: { code: 'UNAUTHORIZED', message: 'Missing API key' },
    })
  })

  it('answers 401 to a malformed Authorization header', async () => {
    const response = await h.get('/api/v3/content/page', { headers: { Authorization: 'Basic x' } })
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({
      error: { code: 'UNAUTHORIZED', message: 'Authorization must be "Bearer <private key>"' },
    })
  })

  it('answers 401 when the keys belong to different spaces', async () => {
    const other = await h.store.createSpace({ name: 'Other' })
    await h.store.createApiKey({ spaceId: other.id, kind: 'private', key: 'other-priv' })
    const response = await h.get('/api/v3/content/page', {
      headers: { Authorization: 'Bearer other-priv' },
    })
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({
      error: {
        code: 'UNAUTHORIZED',
        message: 'The API keys of this request belong to different spaces',
      },
    })
  })

  it('serves another space nothing of this one', async () => {
    await h.addEntry('page', { id: 'mine' })
    const other = await h.store.createSpace({ name: 'Other' })
    await h.store.createApiKey({ spaceId: other.id, kind: 'public', key: 'other-pub' })
    await h.store.upsertModel({ spaceId: other.id, name: 'page', kind: 'page' })
    expect(await results(await h.get('/api/v3/content/page?apiKey=other-pub'))).toEqual([])
  })
})
