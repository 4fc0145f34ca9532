import { fetchEntries, fetchOneEntry } from '@builder.io/sdk-react'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { COMPAT_NOW, SALE_START, seedCompatContent } from './compat-fixtures.test-support.ts'
import { startCompatServer } from './compat-server.test-support.ts'
import type { CompatServer } from './compat-server.test-support.ts'

let server: CompatServer

beforeAll(async () => {
  server = await startCompatServer({ now: COMPAT_NOW })
  await seedCompatContent(server.store, server.spaceId)
})

afterAll(() => server.close())

beforeEach(() => {
  server.clock.now = COMPAT_NOW
  server.requests.length = 0
})

/** The options every call shares: our key and our host. */
function base(model = 'page'): { model: string; apiKey: string; apiHost: string } {
  return { model, apiKey: server.apiKey, apiHost: server.origin }
}

type Json = Record<string, unknown>

function symbolOptionsOf(entry: Json | null): Json {
  const blocks = (entry?.data as Json | undefined)?.blocks as Json[] | undefined
  const component = blocks?.[0]?.component as Json | undefined
  return (component?.options as Json | undefined)?.symbol as Json
}

describe('official gen-2 SDK (@builder.io/sdk-react 5) against Tessera', () => {
  it('fetchOneEntry returns the page targeted at the urlPath', async () => {
    const entry = await fetchOneEntry({ ...base(), userAttributes: { urlPath: '/about' } })
    expect(entry?.id).toBe('about')
    expect(entry?.data?.title).toBe('About us')
    const home = await fetchOneEntry({ ...base(), userAttributes: { urlPath: '/' } })
    expect(home?.id).toBe('home')
  })

  it('fetchOneEntry returns null when no page targets the path', async () => {
    const entry = await fetchOneEntry({ ...base(), userAttributes: { urlPath: '/nowhere' } })
    expect(entry).toBeNull()
  })

  it('sends the content request the protocol describes', async () => {
    await fetchOneEntry({ ...base(), userAttributes: { urlPath: '/about' } })
    expect(server.requests).toHaveLength(1)
    const request = server.requests[0]!
    expect(request.method).toBe('GET')
    expect(request.path).toBe('/api/v3/content/page')
    expect(request.query.get('apiKey')).toBe(server.apiKey)
    expect(request.query.get('limit')).toBe('1')
    expect(request.query.get('noTraverse')).toBe('false')
    expect(request.query.get('includeRefs')).toBe('true')
    expect(request.query.get('omit')).toBe('meta.componentsUsed')
    expect(JSON.parse(request.query.get('userAttributes') ?? '')).toEqual({ urlPath: '/about' })
    expect(request.headers.get('x-builder-sdk-gen')).toBe('2')
  })

  it('fetchEntries returns lists, with limit, offset and sort', async () => {
    const all = await fetchEntries({ ...base('product'), sort: { 'data.price': 1 } })
    expect(all.map((entry) => entry.id)).toEqual(['product-lamp', 'product-chair', 'product-desk'])
    expect(server.requests.at(-1)?.query.get('sort.data.price')).toBe('1')

    const second = await fetchEntries({
      ...base('product'),
      sort: { 'data.price': -1 },
      limit: 1,
      offset: 1,
    })
    expect(second.map((entry) => entry.id)).toEqual(['product-chair'])
    const request = server.requests.at(-1)!
    expect(request.query.get('limit')).toBe('1')
    expect(request.query.get('offset')).toBe('1')
  })

  it('lists the pages of every path with fetchEntries and a urlPath each', async () => {
    const pages = await fetchEntries({ ...base(), userAttributes: { urlPath: '/about' } })
    expect(pages.map((entry) => entry.id)).toEqual(['about'])
    expect(server.requests.at(-1)?.query.get('noTraverse')).toBe('true')
  })

  it('lists every page, whatever its targeting, with options.noTargeting', async () => {
    const all = await fetchEntries({ ...base(), limit: 100, options: { noTargeting: true } })
    expect(server.requests.at(-1)?.query.get('noTargeting')).toBe('true')
    const ids = all.map((entry) => entry.id)
    expect(ids).toEqual(expect.arrayContaining(['home', 'about', 'contact', 'with-symbol', 'ab']))
    expect(ids).not.toContain('draft-page')
  })

  it('fetchEntries lists another model (symbols)', async () => {
    const symbols = await fetchEntries({ ...base('symbol') })
    expect(symbols.map((entry) => entry.id)).toEqual(['footer'])
    expect(server.requests.at(-1)?.path).toBe('/api/v3/content/symbol')
  })

  it('receives symbol content inlined, so the SDK never asks builder.io for it', async () => {
    const entry = await fetchOneEntry({ ...base(), userAttributes: { urlPath: '/with-symbol' } })
    const symbol = symbolOptionsOf(entry as Json | null)
    expect(symbol.entry).toBe('footer')
    const content = symbol.content as Json
    expect(content.id).toBe('footer')
    expect(JSON.stringify(content.data)).toContain('Footer from a symbol')
    // Lists (noTraverse=true) are inlined too.
    const listed = await fetchEntries({ ...base(), userAttributes: { urlPath: '/with-symbol' } })
    expect((symbolOptionsOf(listed[0] as Json).content as Json).id).toBe('footer')
  })

  it('targets by device', async () => {
    const mobile = await fetchOneEntry({
      ...base(),
      userAttributes: { urlPath: '/promo', device: 'mobile' },
    })
    const desktop = await fetchOneEntry({
      ...base(),
      userAttributes: { urlPath: '/promo', device: 'desktop' },
    })
    const tablet = await fetchOneEntry({
      ...base(),
      userAttributes: { urlPath: '/promo', device: 'tablet' },
    })
    expect([mobile?.id, desktop?.id, tablet]).toEqual(['promo-mobile', 'promo-desktop', null])
  })

  it('filters with the query option, flat or nested', async () => {
    const flat = await fetchOneEntry({ ...base('product'), query: { 'data.slug': 'desk' } })
    expect(flat?.id).toBe('product-desk')
    expect(server.requests.at(-1)?.query.get('query.data.slug')).toBe('"desk"')

    const nested = await fetchEntries({ ...base('product'), query: { data: { slug: 'lamp' } } })
    expect(nested.map((entry) => entry.id)).toEqual(['product-lamp'])

    const operators = await fetchEntries({
      ...base('product'),
      query: { 'data.price': { $gte: 100 }, 'data.tags': { $in: ['home'] } },
    })
    expect(operators.map((entry) => entry.id)).toEqual(['product-chair'])
    expect(server.requests.at(-1)?.query.get('query.data.price')).toBe('{"$gte":100}')

    const page = await fetchEntries({
      ...base(),
      userAttributes: { urlPath: '/about' },
      query: { 'data.slug': 'contact' },
    })
    expect(page).toEqual([])
  })

  it('serves a scheduled page only from its start date', async () => {
    const before = await fetchOneEntry({ ...base(), userAttributes: { urlPath: '/sale' } })
    expect(before).toBeNull()
    server.clock.now = SALE_START + 1
    const after = await fetchOneEntry({
      ...base(),
      userAttributes: { urlPath: '/sale' },
      options: { cachebust: true },
    })
    expect(after?.id).toBe('sale')
    expect(server.requests.at(-1)?.query.get('cachebust')).toBe('true')
  })

  it('serves a scheduled page from its start date without cachebust', async () => {
    // A URL of its own: the cachebust test above refreshed the plain one.
    const attributes = { urlPath: '/sale', device: 'tablet' }
    expect(await fetchOneEntry({ ...base(), userAttributes: attributes })).toBeNull()
    server.clock.now = SALE_START + 1
    const after = await fetchOneEntry({ ...base(), userAttributes: attributes })
    expect(after?.id).toBe('sale')
  })

  it('receives split-test variations for the SDK to choose among on the server', async () => {
    const entry = await fetchOneEntry({ ...base(), userAttributes: { urlPath: '/ab' } })
    expect(entry?.id).toBe('ab')
    expect(entry?.data?.title).toBe('Variant A')
    expect(entry?.variations?.['ab-b']).toEqual({
      id: 'ab-b',
      name: 'Variant B',
      testRatio: 0.5,
      data: { title: 'Variant B' },
    })
  })

  it('answers an unknown key with an error the SDK surfaces', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    await expect(
      fetchEntries({ model: 'page', apiKey: 'wrong-key', apiHost: server.origin }),
    ).rejects.toEqual({ error: { code: 'UNAUTHORIZED', message: 'Unknown API key' } })
    expect(logged).toHaveBeenCalled()
    logged.mockRestore()
  })
})
