import { Builder, builder } from '@builder.io/react'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { COMPAT_NOW, seedCompatContent } from './compat-fixtures.test-support.ts'
import { startCompatServer } from './compat-server.test-support.ts'
import type { CompatServer } from './compat-server.test-support.ts'

let server: CompatServer

beforeAll(async () => {
  server = await startCompatServer({ now: COMPAT_NOW })
  await seedCompatContent(server.store, server.spaceId)
  // The documented way to point gen-1 at another host; `builder` is the SDK's singleton.
  Builder.overrideHost = server.origin
  builder.init(server.apiKey)
})

afterAll(async () => {
  Builder.overrideHost = ''
  await server.close()
})

beforeEach(() => {
  builder.apiEndpoint = 'query'
  server.requests.length = 0
})

type Json = Record<string, unknown>

function symbolOptionsOf(entry: Json | undefined): Json {
  const blocks = (entry?.data as Json | undefined)?.blocks as Json[] | undefined
  const component = blocks?.[0]?.component as Json | undefined
  return (component?.options as Json | undefined)?.symbol as Json
}

describe('official gen-1 SDK (@builder.io/react 9 / @builder.io/sdk 6) against Tessera', () => {
  it('builder.get returns the page targeted at the urlPath', async () => {
    const about = await builder.get('page', { userAttributes: { urlPath: '/about' } }).promise()
    expect(about?.id).toBe('about')
    expect(about?.data?.title).toBe('About us')
    const home = await builder.get('page', { userAttributes: { urlPath: '/' } }).promise()
    expect(home?.id).toBe('home')
    const none = await builder.get('page', { userAttributes: { urlPath: '/none' } }).promise()
    expect(none).toBeUndefined()
  })

  it('sends the batched query request the protocol describes', async () => {
    await builder.get('page', { userAttributes: { urlPath: '/about' } }).promise()
    expect(server.requests).toHaveLength(1)
    const request = server.requests[0]!
    expect(request.method).toBe('GET')
    expect(request.path).toBe(`/api/v3/query/${server.apiKey}/page`)
    expect(request.query.get('apiKey')).toBe(server.apiKey)
    expect(request.query.get('options.page.model')).toBe('"page"')
    expect(request.query.get('omit')).toBe('meta.componentsUsed')
    expect(JSON.parse(request.query.get('userAttributes') ?? '')).toEqual({ urlPath: '/about' })
    expect(request.headers.get('x-builder-sdk')).toBe('react')
    expect(request.headers.get('x-builder-sdk-gen')).toBe('1')
  })

  it('reads the response under the key the SDK asked for', async () => {
    const [main, product] = await Promise.all([
      builder.get('page', { key: 'main', userAttributes: { urlPath: '/contact' } }).promise(),
      builder.get('product', { key: 'prod', query: { 'data.slug': 'desk' } }).promise(),
    ])
    expect([main?.id, product?.id]).toEqual(['contact', 'product-desk'])
    const paths = server.requests.map((request) => request.path).sort()
    expect(paths).toEqual([
      `/api/v3/query/${server.apiKey}/main`,
      `/api/v3/query/${server.apiKey}/prod`,
    ])
    const prod = server.requests.find((request) => request.path.endsWith('/prod'))!
    expect(prod.query.get('options.prod.query')).toBe('{"data.slug":"desk"}')
  })

  it('builder.getAll returns lists, with limit and offset', async () => {
    const all = await builder.getAll('product', {})
    expect(all.map((entry) => entry.id).sort()).toEqual([
      'product-chair',
      'product-desk',
      'product-lamp',
    ])
    expect(server.requests.at(-1)?.query.get('options.product.limit')).toBe('30')
    expect(server.requests.at(-1)?.query.get('noTraverse')).toBe('true')

    const some = await builder.getAll('product', { limit: 2, offset: 1 })
    expect(some.map((entry) => entry.id)).toEqual(all.slice(1, 3).map((entry) => entry.id))
    expect(server.requests.at(-1)?.query.get('options.product.offset')).toBe('1')
  })

  it('inlines symbol content, with includeRefs or without', async () => {
    const attributes = { urlPath: '/with-symbol' }
    const withRefs = (await builder
      .get('page', { userAttributes: attributes, includeRefs: true })
      .promise()) as Json | undefined
    expect(server.requests.at(-1)?.query.get('options.page.includeRefs')).toBe('true')
    const content = symbolOptionsOf(withRefs).content as Json
    expect(content.id).toBe('footer')
    expect(JSON.stringify(content.data)).toContain('Footer from a symbol')

    const byDefault = await builder.get('page', { userAttributes: attributes }).promise()
    expect((symbolOptionsOf(byDefault as Json).content as Json).id).toBe('footer')
  })

  it('targets by device and fetches one entry by id', async () => {
    const mobile = await builder
      .get('page', { userAttributes: { urlPath: '/promo', device: 'mobile' } })
      .promise()
    expect(mobile?.id).toBe('promo-mobile')
    const entry = await builder.get('page', { entry: 'contact' }).promise()
    expect(entry?.id).toBe('contact')
    expect(server.requests.at(-1)?.query.get('options.page.entry')).toBe('"contact"')
  })

  it('uses the content endpoint when apiEndpoint is "content"', async () => {
    builder.apiEndpoint = 'content'
    const about = await builder
      .get('page', { userAttributes: { urlPath: '/about' }, query: { data: { slug: 'about' } } })
      .promise()
    expect(about?.id).toBe('about')
    const request = server.requests.at(-1)!
    expect(request.path).toBe('/api/v3/content/page')
    expect(request.query.get('includeRefs')).toBe('true')
    expect(request.query.get('model')).toBe('"page"')
    expect(request.query.get('query.data.slug')).toBe('"about"')

    const some = await builder.getAll('product', { limit: 2, offset: 1 })
    expect(some).toHaveLength(2)
    expect(server.requests.at(-1)?.query.get('limit')).toBe('2')
  })

  it('getAll lists every page with options.noTargeting', async () => {
    const pages = await builder.getAll('page', { options: { noTargeting: true } })
    expect(server.requests.at(-1)?.query.get('noTargeting')).toBe('true')
    expect(pages.map((entry) => entry.id)).toEqual(
      expect.arrayContaining(['home', 'about', 'contact', 'with-symbol', 'ab']),
    )
  })
})
