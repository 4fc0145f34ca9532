import { describe, expect, it } from 'vitest'
import { ContentFetchError, ValidationError } from '@tessera/core'
import { buildContentUrl } from './build-content-url.ts'

const BASE =
  'http://localhost:4000/api/v3/content/page?apiKey=k&limit=30&noTraverse=true&includeRefs=true&omit=meta.componentsUsed'

function thrown(call: () => unknown): unknown {
  try {
    call()
  } catch (error) {
    return error
  }
  throw new Error('expected the call to throw')
}

function decoded(url: URL): string {
  return decodeURIComponent(url.toString())
}

describe('buildContentUrl', () => {
  it('sends the defaults to the default host', () => {
    expect(buildContentUrl({ model: 'page', apiKey: 'k' }).toString()).toBe(BASE)
  })

  it('tolerates a trailing slash and encodes the model', () => {
    expect(
      buildContentUrl({ model: 'blog post', apiKey: 'k', apiHost: 'https://cms.test/' }).toString(),
    ).toBe(
      'https://cms.test/api/v3/content/blog%20post?apiKey=k&limit=30&noTraverse=true&includeRefs=true&omit=meta.componentsUsed',
    )
  })

  it('uses v1 when asked and traverses for limit 1', () => {
    expect(
      buildContentUrl({ model: 'page', apiKey: 'k', apiVersion: 'v1', limit: 1 }).toString(),
    ).toBe(
      'http://localhost:4000/api/v1/content/page?apiKey=k&limit=1&noTraverse=false&includeRefs=true&omit=meta.componentsUsed',
    )
  })

  it('writes every option in a fixed order', () => {
    const url = buildContentUrl({
      model: 'page',
      apiKey: 'k',
      limit: 5,
      noTraverse: false,
      includeRefs: false,
      omit: 'data.blocks',
      fields: 'id,data.title',
      enrich: true,
      offset: 10.7,
      includeUnpublished: true,
      cacheSeconds: 60,
      staleCacheSeconds: 600,
      cachebust: true,
      noCache: true,
      preview: 'page',
      locale: 'fr',
      userAttributes: { urlPath: '/a', device: 'mobile' },
      sort: { createdDate: -1, data: { order: 1 } },
      query: { id: 'abc', data: { tags: { $in: ['a'] }, 'meta.x': 2 } },
      options: { 'overrides.page': 'e1', nested: { a: 1 }, flag: true },
    })
    expect(decoded(url)).toBe(
      'http://localhost:4000/api/v3/content/page?apiKey=k&limit=5&noTraverse=false' +
        '&includeRefs=false&omit=data.blocks&fields=id,data.title&enrich=true&offset=10' +
        '&includeUnpublished=true&cacheSeconds=60&staleCacheSeconds=600&cachebust=true' +
        '&noCache=true&preview=page&locale=fr' +
        '&userAttributes={"urlPath":"/a","device":"mobile","locale":"fr"}' +
        '&sort.createdDate=-1&sort.data.order=1' +
        '&query.id="abc"&query.data.tags={"$in":["a"]}&query.data.meta.x=2' +
        '&overrides.page=e1&nested.a=1&flag=true',
    )
  })

  it('flattens query objects until an operator key', () => {
    const url = buildContentUrl({
      model: 'page',
      apiKey: 'k',
      query: { data: { price: { $gt: 5, $lt: 10 }, slug: 'x' } },
    })
    expect(url.searchParams.get('query.data.price')).toBe('{"$gt":5,"$lt":10}')
    expect(url.searchParams.get('query.data.slug')).toBe('"x"')
  })

  it('sends a query with a top-level operator whole', () => {
    const url = buildContentUrl({ model: 'page', apiKey: 'k', query: { $or: [{ a: 1 }], b: 2 } })
    expect(url.searchParams.get('query')).toBe('{"$or":[{"a":1}],"b":2}')
  })

  it('leaves out offsets, cache seconds and empty userAttributes that mean nothing', () => {
    const url = buildContentUrl({
      model: 'page',
      apiKey: 'k',
      offset: -1,
      cacheSeconds: 0,
      staleCacheSeconds: Number.NaN,
      userAttributes: {},
      preview: false,
      cachebust: false,
    })
    expect(url.toString()).toBe(BASE)
  })

  it('sends locale alone as userAttributes.locale', () => {
    const url = buildContentUrl({ model: 'page', apiKey: 'k', locale: 'de' })
    expect(url.searchParams.get('locale')).toBe('de')
    expect(url.searchParams.get('userAttributes')).toBe('{"locale":"de"}')
  })

  it('throws MISSING_API_KEY for a missing key', () => {
    const error = thrown(() => buildContentUrl({ model: 'page', apiKey: undefined as never }))
    expect(error).toBeInstanceOf(ContentFetchError)
    expect(error).toMatchObject({
      code: 'MISSING_API_KEY',
      message: 'Fetching content failed, expected apiKey to be defined instead got: undefined',
    })
  })

  it('rejects a bad apiVersion with INVALID_API_VERSION', () => {
    const error = thrown(() =>
      buildContentUrl({ model: 'page', apiKey: 'k', apiVersion: 'v2' as never }),
    )
    expect(error).toBeInstanceOf(ValidationError)
    expect(error).toMatchObject({
      code: 'INVALID_API_VERSION',
      message: 'Invalid apiVersion: expected v1 or v3, received "v2"',
    })
  })

  it('rejects a bad model, limit and host', () => {
    expect(() => buildContentUrl({ model: '', apiKey: 'k' })).toThrow(
      'Invalid model: expected a non-empty string, received ""',
    )
    expect(() => buildContentUrl({ model: 'page', apiKey: 'k', limit: -1 })).toThrow(
      'Invalid limit: expected a non-negative integer, received -1',
    )
    expect(() => buildContentUrl({ model: 'page', apiKey: 'k', limit: 1.5 })).toThrow(
      'Invalid limit: expected a non-negative integer, received 1.5',
    )
    expect(() => buildContentUrl({ model: 'page', apiKey: 'k', apiHost: 'cms.test' })).toThrow(
      'Invalid apiHost: expected an absolute URL, received "cms.test"',
    )
  })

  it('rejects query values that cannot be JSON', () => {
    expect(() => buildContentUrl({ model: 'page', apiKey: 'k', query: { n: 1n } })).toThrow(
      'Invalid option "query.n": its value cannot be sent as JSON (Do not know how to serialize a BigInt)',
    )
  })
})
