import type { ServerResponse } from 'node:http'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { ContentFetchError, SDK_VERSION, TesseraError } from '@tessera/core'
import type { Entry } from '@tessera/core'
import { sendJson, startRecordingServer } from '../../../../test-utils/recording-server.ts'
import type { RecordedRequest, RecordingServer } from '../../../../test-utils/recording-server.ts'
import { createContentClient } from './create-content-client.ts'
import type { ContentClientOptions } from './create-content-client.ts'
import { stableHash } from './stable-hash.ts'

let server: RecordingServer

/** Answers every key of the path with one entry whose id names the key and the request. */
function echoKeys(req: RecordedRequest, res: ServerResponse) {
  const keys = decodeURIComponent(req.path.split('/').pop() ?? '').split(',')
  const body: Record<string, Entry[]> = {}
  for (const key of keys) body[key] = [{ id: `${key}#${server.requests.length}` }, { id: 'second' }]
  sendJson(res, 200, body)
}

beforeAll(async () => {
  server = await startRecordingServer(echoKeys)
})
afterAll(() => server.close())
afterEach(() => {
  server.requests.length = 0
  server.setHandler(echoKeys)
  vi.restoreAllMocks()
})

function client(options: Partial<ContentClientOptions> = {}) {
  return createContentClient({ apiKey: 'k', apiHost: server.origin, ...options })
}

function params(request: RecordedRequest | undefined): Record<string, string> {
  return Object.fromEntries(request?.query ?? [])
}

async function rejection(promise: Promise<unknown>): Promise<TesseraError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  )
  expect(error).toBeInstanceOf(TesseraError)
  return error as TesseraError
}

describe('createContentClient get', () => {
  it('GETs the query endpoint with top-level and per-key parameters', async () => {
    const entry = await client().get('page').promise()
    expect(entry).toEqual({ id: 'page#1' })
    const [request] = server.requests
    expect(request?.path).toBe('/api/v3/query/k/page')
    expect(request?.url).toBe(
      '/api/v3/query/k/page?apiKey=k&omit=meta.componentsUsed&noTraverse=false&includeRefs=true' +
        '&options.page.model=%22page%22&options.page.limit=1',
    )
    expect(request?.headers['x-builder-sdk']).toBe('tessera')
    expect(request?.headers['x-builder-sdk-gen']).toBe('2')
    expect(request?.headers['x-builder-sdk-version']).toBe(SDK_VERSION)
  })

  it('batches keys asked for in the same tick into one request', async () => {
    const api = client()
    const page = api.get('page', { query: { 'data.slug': 'a' }, offset: 3.9, entry: 'e1' })
    const header = api.get('symbol', { key: 'site header' })
    expect(await Promise.all([page.promise(), header.promise()])).toEqual([
      { id: 'page#1' },
      { id: 'site header#1' },
    ])
    expect(server.requests).toHaveLength(1)
    expect(server.requests[0]?.path).toBe('/api/v3/query/k/page,site%20header')
    expect(params(server.requests[0])).toEqual({
      apiKey: 'k',
      omit: 'meta.componentsUsed',
      noTraverse: 'false',
      includeRefs: 'true',
      'options.page.model': '"page"',
      'options.page.limit': '1',
      'options.page.offset': '3',
      'options.page.query': '{"data.slug":"a"}',
      'options.page.entry': '"e1"',
      'options.site header.model': '"symbol"',
      'options.site header.limit': '1',
    })
  })

  it('sends a call of a later tick in a second request', async () => {
    const api = client()
    await api.get('page').promise()
    await api.get('header').promise()
    expect(server.requests.map((request) => request.path)).toEqual([
      '/api/v3/query/k/page',
      '/api/v3/query/k/header',
    ])
  })

  it('splits calls whose top-level parameters differ', async () => {
    const api = client()
    await Promise.all([api.get('page').promise(), api.get('header', { locale: 'fr' }).promise()])
    expect(server.requests).toHaveLength(2)
  })

  it('splits two calls of one key with different per-key options', async () => {
    const api = client()
    const [a, b] = await Promise.all([
      api.get('page', { query: { id: 'a' } }).promise(),
      api.get('page', { query: { id: 'b' } }).promise(),
    ])
    expect([a?.id, b?.id]).toEqual(['page#1', 'page#2'])
    expect(server.requests.map((r) => r.query.get('options.page.query'))).toEqual([
      '{"id":"a"}',
      '{"id":"b"}',
    ])
  })

  it('merges userAttributes, url and locale into the JSON parameter', async () => {
    const api = client({ userAttributes: () => ({ device: 'mobile', plan: 'free' }) })
    await api
      .get('page', { userAttributes: { plan: 'pro' }, url: '/shop?x=1', locale: 'de' })
      .promise()
    const query = server.requests[0]?.query
    expect(query?.get('locale')).toBe('de')
    expect(query?.get('userAttributes')).toBe(
      '{"device":"mobile","plan":"pro","urlPath":"/shop","locale":"de"}',
    )
  })

  it('sends the other top-level options', async () => {
    // Drafts (preview, overrides, includeUnpublished) with the private key: sent as they are.
    await client({ omit: 'data.blocks', includeRefs: false, authToken: 'private' })
      .get('page', {
        fields: 'id',
        preview: 'page',
        overrides: { page: 'draft1' },
        sort: { createdDate: -1 },
        includeUnpublished: true,
        enrich: true,
        cacheSeconds: 5,
        options: { 'builder.x': 'y', n: 1 },
        rev: 'r1',
        static: true,
      })
      .promise()
    expect(params(server.requests[0])).toEqual({
      apiKey: 'k',
      omit: 'data.blocks',
      fields: 'id',
      noTraverse: 'false',
      includeRefs: 'false',
      includeUnpublished: 'true',
      enrich: 'true',
      preview: 'page',
      cacheSeconds: '5',
      'sort.createdDate': '-1',
      'overrides.page': 'draft1',
      'builder.x': 'y',
      n: '1',
      'options.page.model': '"page"',
      'options.page.limit': '1',
      'options.page.rev': '"r1"',
      'options.page.static': 'true',
    })
  })

  it('sends authToken as a bearer token', async () => {
    await client({ authToken: 'private' }).get('page').promise()
    expect(server.requests[0]?.headers.authorization).toBe('Bearer private')
  })

  it('uses the given apiVersion', async () => {
    await client({ apiVersion: 'v1' }).get('page').promise()
    expect(server.requests[0]?.path).toBe('/api/v1/query/k/page')
  })

  it('gives null when the key has no entries', async () => {
    server.setHandler((_req, res) => sendJson(res, 200, { page: [] }))
    expect(await client().get('page').promise()).toBeNull()
  })
})

describe('createContentClient getAll', () => {
  it('uses <model>:<hash> as key, limit 30 and noTraverse', async () => {
    const entries = await client()
      .getAll('post', { query: { 'data.tag': 'x' } })
      .promise()
    const key = `post:${stableHash({ query: { 'data.tag': 'x' } })}`
    expect(entries.map((entry) => entry.id)).toEqual([`${key}#1`, 'second'])
    const request = server.requests[0]
    expect(request?.path).toBe(`/api/v3/query/k/${encodeURIComponent(key)}`)
    expect(request?.query.get('noTraverse')).toBe('true')
    expect(request?.query.get(`options.${key}.limit`)).toBe('30')
  })

  it('uses the given key or alias', async () => {
    await client().getAll('post', { key: 'posts', limit: 2 }).promise()
    await client().getAll('post', { alias: 'latest' }).promise()
    expect(server.requests.map((request) => request.path)).toEqual([
      '/api/v3/query/k/posts',
      '/api/v3/query/k/latest',
    ])
    expect(server.requests[0]?.query.get('options.posts.limit')).toBe('2')
  })
})

describe('createContentClient cache', () => {
  it('returns a repeated call from the cache without a request', async () => {
    const api = client()
    const first = await api.get('page', { query: { id: 'a' } }).promise()
    const onValue = vi.fn()
    api.get('page', { query: { id: 'a' } }).subscribe(onValue)
    expect(onValue).toHaveBeenCalledExactlyOnceWith(first)
    expect(await api.getAll('page', { key: 'page', limit: 1 }).promise()).toHaveLength(2)
    expect(server.requests).toHaveLength(2)
  })

  it('shares one request between equal calls in flight', async () => {
    const api = client()
    const first = api.get('page').promise()
    await Promise.resolve()
    await Promise.resolve()
    const second = api.get('page').promise()
    expect(await second).toBe(await first)
    expect(server.requests).toHaveLength(1)
  })

  it('refetches with cachebust or noCache and caches the fresh result', async () => {
    const api = client()
    await api.get('page').promise()
    const busted = await api.get('page', { cachebust: true }).promise()
    expect(busted?.id).toBe('page#2')
    expect(server.requests[1]?.query.get('cachebust')).toBe('true')
    const noCache = await api.get('page', { noCache: true }).promise()
    expect(noCache?.id).toBe('page#3')
    expect(server.requests[2]?.query.get('noCache')).toBe('true')
    expect((await api.get('page').promise())?.id).toBe('page#3')
    expect(server.requests).toHaveLength(3)
  })

  it('keeps caches of separate clients apart', async () => {
    await client().get('page').promise()
    await client().get('page').promise()
    expect(server.requests).toHaveLength(2)
  })

  it('does not cache failures', async () => {
    const api = client()
    server.setHandler((_req, res) => sendJson(res, 503, { error: { message: 'busy' } }))
    await rejection(api.get('page').promise())
    server.setHandler(echoKeys)
    expect((await api.get('page').promise())?.id).toBe('page#2')
  })
})

describe('createContentClient errors', () => {
  it('delivers an HTTP error to the listeners of the failed batch only', async () => {
    server.setHandler((req, res) =>
      req.query.get('locale') === 'fr'
        ? sendJson(res, 500, { error: { message: 'Boom' } })
        : echoKeys(req, res),
    )
    const api = client()
    const failed = { onValue: vi.fn(), onError: vi.fn() }
    const fine = { onValue: vi.fn(), onError: vi.fn() }
    const page = api.get('page', { locale: 'fr' })
    page.subscribe(failed.onValue, failed.onError)
    api.get('header').subscribe(fine.onValue, fine.onError)
    api.get('page', { locale: 'fr' }).subscribe(() => {}) // no error listener: nothing thrown
    const error = await rejection(page.promise())
    const failedRequest = server.requests.find((r) => r.query.get('locale') === 'fr')
    expect(error).toBeInstanceOf(ContentFetchError)
    expect(error.message).toBe(
      `Fetching content from ${server.origin}${failedRequest?.url} failed with status 500: Boom`,
    )
    expect(failed.onError).toHaveBeenCalledExactlyOnceWith(error)
    expect(failed.onValue).not.toHaveBeenCalled()
    await vi.waitFor(() => expect(fine.onValue).toHaveBeenCalledOnce())
    expect(fine.onError).not.toHaveBeenCalled()
  })

  it('fails only the key missing from the response', async () => {
    server.setHandler((_req, res) => sendJson(res, 200, { page: [{ id: 'p' }] }))
    const api = client()
    const page = api.get('page').promise()
    const header = api.get('header').promise()
    expect(await page).toEqual({ id: 'p' })
    const error = await rejection(header)
    expect(error.message).toBe(
      `Error fetching data. Expected "header" to be an array in the response of ${server.origin}${server.requests[0]?.url}, received: undefined`,
    )
  })

  it('delivers a network failure to the listeners', async () => {
    const closed = await startRecordingServer()
    await closed.close()
    const onError = vi.fn()
    const observable = createContentClient({ apiKey: 'k', apiHost: closed.origin }).get('page')
    observable.subscribe(() => {}, onError)
    const error = await rejection(observable.promise())
    expect(error.message).toMatch(
      /^Fetching content from http:\/\/127\.0\.0\.1:\d+\/api\/v3\/query\/k\/page\?.* failed: fetch failed$/,
    )
    expect(error.cause).toBeInstanceOf(TypeError)
    expect(onError).toHaveBeenCalledExactlyOnceWith(error)
  })

  it('delivers a missing API key to the listeners without a request', async () => {
    const onError = vi.fn()
    const api = createContentClient({ apiKey: undefined, apiHost: server.origin })
    api.get('page').subscribe(() => {}, onError)
    const error = await rejection(api.getAll('page').promise())
    expect(error.message).toBe(
      'Fetching content failed, expected apiKey to be defined instead got: undefined',
    )
    expect(error.code).toBe('MISSING_API_KEY')
    expect(onError.mock.calls[0]?.[0]).toMatchObject({ code: 'MISSING_API_KEY' })
    expect(server.requests).toHaveLength(0)
  })

  it('delivers bad call options as an error instead of throwing', async () => {
    const error = await rejection(client().get('page', { limit: -1 }).promise())
    expect(error.message).toBe('Invalid limit: expected a non-negative integer, received -1')
    const noModel = await rejection(client().get('').promise())
    expect(noModel.message).toBe('Invalid model: expected a non-empty string, received ""')
  })

  it('throws for a bad apiVersion or apiHost at creation', () => {
    expect(() => client({ apiVersion: 'v2' as never })).toThrow(
      'Invalid apiVersion: expected v1 or v3, received "v2"',
    )
    expect(() => client({ apiHost: 'nope' })).toThrow(
      'Invalid apiHost: expected an absolute URL, received "nope"',
    )
  })
})

describe('createContentClient codegen', () => {
  it('uses the v1 codegen endpoint for format react or solid', async () => {
    const api = client({ apiVersion: 'v3' })
    const [page, header] = await Promise.all([
      api.get('page', { format: 'react' }).promise(),
      api.get('header', { format: 'react' }).promise(),
    ])
    expect([page?.id, header?.id]).toEqual(['page#1', 'header#1'])
    expect(server.requests).toHaveLength(1)
    expect(server.requests[0]?.url).toBe(
      '/api/v1/codegen/k/page,header?apiKey=k&omit=meta.componentsUsed&format=react' +
        '&noTraverse=false&includeRefs=true&options.page.model=%22page%22&options.page.limit=1' +
        '&options.header.model=%22header%22&options.header.limit=1',
    )
  })

  it('takes the format from the client and keeps other formats on the query endpoint', async () => {
    await client({ format: 'solid' }).get('page').promise()
    await client().get('page', { format: 'html' }).promise()
    expect(server.requests[0]?.path).toBe('/api/v1/codegen/k/page')
    expect(server.requests[0]?.query.get('format')).toBe('solid')
    expect(server.requests[1]?.path).toBe('/api/v3/query/k/page')
    expect(server.requests[1]?.query.get('format')).toBe('html')
  })
})
