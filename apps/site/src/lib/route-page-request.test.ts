import type { Entry } from '@tessera/core'
import {
  createApp,
  createLogger,
  createSqliteStore,
  ensureSpace,
  loadConfig,
} from '@tessera/server'
import type { ContentStore } from '@tessera/server'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { REFUSED_PARAMETER_MESSAGE } from './look-up-page.ts'
import { fetchNotFoundEntry } from './not-found-page.ts'
import { routePageRequest } from './route-page-request.ts'

/**
 * The decisions of `proxy.ts` against a real content service (in process: its app answers the
 * site's requests, over an in-memory SQLite store with one published home page).
 */

const PUBLIC_KEY = 'pub-route-test'
const ENV = {
  TESSERA_PUBLIC_KEY: PUBLIC_KEY,
  TESSERA_API_HOST: 'http://service.test',
  TESSERA_EDITOR_ORIGINS: 'https://editor.example.com',
  NODE_ENV: 'production',
}

let store: ContentStore
let fetchFromService: (url: string, init?: RequestInit) => Promise<Response>

beforeAll(async () => {
  store = createSqliteStore({ filename: ':memory:' })
  await store.migrate()
  const { space } = await ensureSpace({ store, publicKey: PUBLIC_KEY })
  const home: Entry = {
    id: 'home',
    published: 'published',
    query: [{ '@type': '@builder.io/core:Query', property: 'urlPath', operator: 'is', value: '/' }],
    data: { blocks: [] },
  }
  await store.createEntry({ spaceId: space.id, model: 'page', body: home })
  const notFound: Entry = {
    id: 'not-found',
    published: 'published',
    query: [{ ...home.query![0]!, value: '/404' }],
    data: { blocks: [] },
  }
  await store.createEntry({ spaceId: space.id, model: 'page', body: notFound })
  const config = loadConfig({}, { previewSecret: 'route-test-secret' })
  const app = createApp({ store, config, logger: createLogger({ write: () => {} }), now: Date.now })
  fetchFromService = async (url, init) => app.request(url, init)
})
afterAll(() => store.close())

function route(search: string, path = '/') {
  return routePageRequest('GET', { path, search }, ENV, { fetch: fetchFromService })
}

describe('routePageRequest', () => {
  it('renders a page that exists, and sends Next’s 404 for one that does not', async () => {
    expect(await route('')).toMatchObject({
      action: 'render',
      config: { editorOrigins: ['https://editor.example.com'] },
    })
    expect(await route('', '/nope')).toMatchObject({ action: 'not-found' })
  })

  it('sends the 404 page for its own path too (/404 answers 404, not 200)', async () => {
    expect(await route('', '/404')).toMatchObject({ action: 'not-found' })
  })

  it('fetches the 404 page’s entry, and gives null when the service fails', async () => {
    const config = { apiKey: PUBLIC_KEY, apiHost: ENV.TESSERA_API_HOST }
    const found = await fetchNotFoundEntry({}, config, { fetch: fetchFromService })
    expect(found?.id).toBe('not-found')
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const failing = () => Promise.reject(new Error('down'))
    expect(await fetchNotFoundEntry({}, config, { fetch: failing })).toBeNull()
    expect(warn).toHaveBeenCalledOnce()
    warn.mockRestore()
  })

  it.each([
    ['?builder.params.includeUnpublished=true', 'includeUnpublished needs the private key'],
    ['?builder.params.offset=-1', 'offset'],
  ])('answers 400, not 500, when the service refuses %s', async (search, reason) => {
    const decided = await route(search)
    expect(decided).toMatchObject({ action: 'refuse', refused: { status: 400 } })
    const message = decided.action === 'refuse' ? decided.refused.message : ''
    expect(message).toContain(REFUSED_PARAMETER_MESSAGE)
    expect(message).toContain(reason)
    expect(message).not.toContain(PUBLIC_KEY)
  })

  it('renders the published page for a preview URL without a token (overrides too)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(await route('?builder.overrides.page=x')).toMatchObject({ action: 'render' })
    expect(await route('?builder.overrides.page=x', '/nope')).toMatchObject({
      action: 'not-found',
    })
    expect(await route('?builder.preview=page')).toMatchObject({ action: 'render' })
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('overrides.page=x'))
    warn.mockRestore()
  })

  it('ignores a visitor’s limit: the site asks for one page', async () => {
    expect(await route('?builder.params.limit=0')).toMatchObject({ action: 'render' })
    expect(await route('?builder.limit=1000')).toMatchObject({ action: 'render' })
  })

  it('answers 405 and 400 of its own before asking the service', async () => {
    const post = await routePageRequest('POST', { path: '/', search: '' }, ENV)
    expect(post).toMatchObject({ action: 'refuse', refused: { status: 405 } })
    expect(await route('?builder.cachebust=yes')).toMatchObject({
      action: 'refuse',
      refused: { status: 400 },
      config: { apiKey: PUBLIC_KEY },
    })
  })
})

/** `builder.*` names: those the site and the service read, and made-up ones. */
const builderName = fc.oneof(
  fc.constantFrom(
    'preview',
    'frameEditing',
    'cachebust',
    'noCache',
    'overrides.page',
    'overrides.symbol',
    'options.locale',
    'options.includeRefs',
    'options.enrich',
    'userAttributes',
    'userAttributes.device',
    'userAttributes.urlPath',
    'tests.home',
    'params',
    'previewToken',
    'apiKey',
    'limit',
    'locale',
    'fields',
    'omit',
    'sort',
  ),
  fc
    .constantFrom(
      'limit',
      'offset',
      'includeUnpublished',
      'fields',
      'omit',
      'format',
      'sort.name',
      'sort.createdDate',
      'query.id',
      'query.data.x.$gt',
      'includeRefs',
      'enrich',
      'locale',
      'cachebust',
      'noTraverse',
      'userAttributes',
      'model',
      'apiKey',
      'preview',
      'overrides.page',
      'staleCacheSeconds',
      'cacheSeconds',
    )
    .map((name) => `params.${name}`),
  fc.stringMatching(/^[a-zA-Z_$][\w$.]{0,15}$/),
)

/** Values: edge cases of numbers, booleans and JSON, and any text. */
const builderValue = fc.oneof(
  fc.constantFrom(
    '',
    '0',
    '-1',
    '1',
    '100',
    '101',
    '1e309',
    'NaN',
    'true',
    'false',
    'yes',
    'null',
    'page',
    'home',
    '{',
    '[]',
    '{"a":1}',
    '{"urlPath":"/"}',
    '{"$where":"x"}',
    'limit=0',
    'query.id=home&limit=0',
    'constructor',
  ),
  fc.string({ maxLength: 20 }),
)

/** A query string of one to four `builder.*` (or `builder_*`) parameters. */
const builderSearch = fc
  .array(fc.tuple(fc.constantFrom('builder.', 'builder_'), builderName, builderValue), {
    minLength: 1,
    maxLength: 4,
  })
  .map((pairs) => {
    const params = new URLSearchParams()
    for (const [prefix, name, value] of pairs) params.append(`${prefix}${name}`, value)
    return `?${params.toString()}`
  })

describe('routePageRequest on random builder.* parameters', () => {
  it('never answers 500 while the service is up: a visitor’s bad parameter is a 400', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    // Preview URLs without a token warn (and give the published content).
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    try {
      await fc.assert(
        fc.asyncProperty(builderSearch, fc.constantFrom('/', '/nope'), async (search, path) => {
          const decided = await route(search, path)
          if (decided.action !== 'refuse') return
          expect(decided.refused.status, `${path}${search}: ${decided.refused.message}`).toBe(400)
          expect(decided.refused.message).not.toContain(PUBLIC_KEY)
        }),
        { numRuns: 300 },
      )
      expect(logged).not.toHaveBeenCalled()
    } finally {
      vi.restoreAllMocks()
    }
  })
})
