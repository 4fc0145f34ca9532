import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { ContentFetchError, SDK_VERSION } from '@tessera/core'
import { sendJson, startRecordingServer } from '../../../../test-utils/recording-server.ts'
import type { RecordingServer } from '../../../../test-utils/recording-server.ts'
import { fetchEntries, fetchOneEntry } from './fetch-entries.ts'

let server: RecordingServer
const PAGE = { id: 'p1', data: { blocksString: '[{"id":"b1"}]', url: '/' } }

beforeAll(async () => {
  server = await startRecordingServer()
})
afterAll(() => server.close())
afterEach(() => {
  server.requests.length = 0
  server.setHandler((_req, res) => sendJson(res, 200, { results: [] }))
  vi.restoreAllMocks()
})

async function failure(promise: Promise<unknown>): Promise<ContentFetchError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  )
  expect(error).toBeInstanceOf(ContentFetchError)
  return error as ContentFetchError
}

describe('fetchEntries', () => {
  it('GETs the content endpoint with the default parameters and SDK headers', async () => {
    server.setHandler((_req, res) => sendJson(res, 200, { results: [PAGE] }))
    const entries = await fetchEntries({
      model: 'page',
      apiKey: 'key1',
      apiHost: `${server.origin}/`,
    })
    expect(entries).toEqual([{ id: 'p1', data: { blocks: [{ id: 'b1' }], url: '/' } }])
    expect(server.requests).toHaveLength(1)
    const [request] = server.requests
    expect(request?.method).toBe('GET')
    expect(request?.url).toBe(
      '/api/v3/content/page?apiKey=key1&limit=30&noTraverse=true&includeRefs=true&omit=meta.componentsUsed',
    )
    expect(request?.headers['x-builder-sdk']).toBe('tessera')
    expect(request?.headers['x-builder-sdk-gen']).toBe('2')
    expect(request?.headers['x-builder-sdk-version']).toBe(SDK_VERSION)
    expect(request?.headers.authorization).toBeUndefined()
  })

  it('sends query, userAttributes, locale and sort as the API expects', async () => {
    await fetchEntries({
      model: 'page',
      apiKey: 'k',
      apiHost: server.origin,
      query: { data: { tags: { $in: ['a'] } } },
      userAttributes: { urlPath: '/a' },
      locale: 'fr',
      sort: { createdDate: -1 },
      offset: 2.5,
    })
    const query = server.requests[0]?.query
    expect(query?.get('query.data.tags')).toBe('{"$in":["a"]}')
    expect(query?.get('userAttributes')).toBe('{"urlPath":"/a","locale":"fr"}')
    expect(query?.get('locale')).toBe('fr')
    expect(query?.get('sort.createdDate')).toBe('-1')
    expect(query?.get('offset')).toBe('2')
  })

  it('sends authToken as a bearer token and merges fetchOptions headers', async () => {
    await fetchEntries({
      model: 'page',
      apiKey: 'k',
      apiHost: server.origin,
      authToken: 'secret',
      fetchOptions: { headers: { 'X-Extra': '1', 'X-Builder-SDK': 'custom' }, cache: 'no-store' },
    })
    const headers = server.requests[0]?.headers
    expect(headers?.authorization).toBe('Bearer secret')
    expect(headers?.['x-extra']).toBe('1')
    expect(headers?.['x-builder-sdk']).toBe('custom')
    expect(headers?.['x-builder-sdk-gen']).toBe('2')
  })

  it('uses the given fetch function', async () => {
    const calls: string[] = []
    await fetchEntries({
      model: 'page',
      apiKey: 'k',
      apiHost: server.origin,
      fetch: (input, init) => {
        calls.push(input)
        return globalThis.fetch(input, init)
      },
    })
    expect(calls).toEqual([`${server.origin}${server.requests[0]?.url}`])
  })

  it('warns once per broken blocksString and still returns the entry', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    server.setHandler((_req, res) =>
      sendJson(res, 200, { results: [{ id: 'bad', data: { blocksString: '{' } }, 7] }),
    )
    const entries = await fetchEntries({ model: 'page', apiKey: 'k', apiHost: server.origin })
    expect(entries).toEqual([{ id: 'bad', data: { blocks: [] } }])
    expect(warn).toHaveBeenCalledTimes(2)
    expect(String(warn.mock.calls[0]?.[0])).toMatch(
      /^\[Tessera\]: Entry "bad": data\.blocksString is not valid JSON/,
    )
    expect(warn.mock.calls[1]?.[0]).toMatch(
      /^\[Tessera\]: Skipped result 1 of http.*: expected an entry object$/,
    )
  })

  it('reports the status and the server message of an HTTP error', async () => {
    server.setHandler((_req, res) => sendJson(res, 500, { error: { message: 'Database down' } }))
    const error = await failure(
      fetchEntries({ model: 'page', apiKey: 'k', apiHost: server.origin }),
    )
    const url = `${server.origin}${server.requests[0]?.url}`
    expect(error.message).toBe(`Fetching content from ${url} failed with status 500: Database down`)
    expect(error).toMatchObject({
      status: 500,
      url,
      code: 'CONTENT_FETCH',
      detail: 'Database down',
    })
  })

  it('reports a text error body', async () => {
    server.setHandler((_req, res) => {
      res.writeHead(404, { 'content-type': 'text/plain' })
      res.end('No such model\n')
    })
    const error = await failure(
      fetchEntries({ model: 'nope', apiKey: 'k', apiHost: server.origin }),
    )
    expect(error.message).toMatch(
      /\/api\/v3\/content\/nope\?.* failed with status 404: No such model$/,
    )
    expect(error.status).toBe(404)
    expect(error.detail).toBe('No such model')
  })

  it('rejects a response without a results array', async () => {
    server.setHandler((_req, res) => sendJson(res, 200, { page: [] }))
    const error = await failure(
      fetchEntries({ model: 'page', apiKey: 'k', apiHost: server.origin }),
    )
    const url = `${server.origin}${server.requests[0]?.url}`
    expect(error.message).toBe(
      `Error fetching data. Expected a "results" array in the response of ${url}, received: {"page":[]}`,
    )
  })

  it('rejects a response that is not JSON', async () => {
    server.setHandler((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' })
      res.end('<html>')
    })
    const error = await failure(
      fetchEntries({ model: 'page', apiKey: 'k', apiHost: server.origin }),
    )
    expect(error.message).toMatch(/ failed: the response is not JSON$/)
    expect(error.cause).toBeInstanceOf(SyntaxError)
  })

  it('wraps a network failure with its cause', async () => {
    const closed = await startRecordingServer()
    await closed.close()
    const error = await failure(
      fetchEntries({ model: 'page', apiKey: 'k', apiHost: closed.origin }),
    )
    expect(error.message).toMatch(
      new RegExp(
        `^Fetching content from ${closed.origin}/api/v3/content/page\\?.* failed: fetch failed$`,
      ),
    )
    expect(error.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/v3\/content\/page\?/)
    expect(error.status).toBeUndefined()
    expect(error.cause).toBeInstanceOf(TypeError)
  })

  it('rejects a missing API key without a request', async () => {
    const error = await failure(
      fetchEntries({ model: 'page', apiKey: '' as string, apiHost: server.origin }),
    )
    expect(error.code).toBe('MISSING_API_KEY')
    expect(error.message).toBe(
      'Fetching content failed, expected apiKey to be defined instead got: ',
    )
    expect(server.requests).toHaveLength(0)
  })
})

describe('fetchOneEntry', () => {
  it('asks for one entry with traversal and returns it', async () => {
    server.setHandler((_req, res) => sendJson(res, 200, { results: [PAGE, { id: 'p2' }] }))
    const entry = await fetchOneEntry({
      model: 'page',
      apiKey: 'k',
      apiHost: server.origin,
      limit: 9,
    })
    expect(entry?.id).toBe('p1')
    expect(server.requests[0]?.url).toBe(
      '/api/v3/content/page?apiKey=k&limit=1&noTraverse=false&includeRefs=true&omit=meta.componentsUsed',
    )
  })

  it('returns null when nothing matches', async () => {
    expect(await fetchOneEntry({ model: 'page', apiKey: 'k', apiHost: server.origin })).toBeNull()
  })
})
