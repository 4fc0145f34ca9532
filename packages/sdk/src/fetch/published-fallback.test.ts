import { ContentFetchError } from '@tessera/core'
import { createPreviewToken } from '@tessera/server'
import { startDraftHomeService } from '../../../../test-utils/draft-home-service.ts'
import type { DraftHomeService } from '../../../../test-utils/draft-home-service.ts'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { getBuilderSearchParams } from '../search-params.ts'
import { createContentClient } from './create-content-client.ts'
import { fetchBuilderProps } from './fetch-builder-props.ts'
import { fetchEntries, fetchOneEntry } from './fetch-entries.ts'
import type { FetchEntriesOptions } from './fetch-entries.ts'
import {
  draftParamsOf,
  NO_PREVIEW_TOKEN_WARNING,
  REFUSED_DRAFTS_WARNING,
  withoutDrafts,
} from './published-fallback.ts'

/**
 * Preview URLs against a real content service (in process, SQLite in memory): a home page
 * published with the title "Published", whose latest (draft) version says "Draft".
 */

const PUBLIC_KEY = 'pub-fallback-test'
const PRIVATE_KEY = 'priv-fallback-test'
const SECRET = 'fallback-test-secret'

let started: DraftHomeService
let spaceId: string
let service: FetchEntriesOptions['fetch']

beforeAll(async () => {
  started = await startDraftHomeService({
    publicKey: PUBLIC_KEY,
    privateKey: PRIVATE_KEY,
    previewSecret: SECRET,
  })
  spaceId = started.spaceId
  service = started.fetch
})
afterAll(() => started.store.close())
afterEach(() => vi.restoreAllMocks())

function warnings(): string[][] {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  return warn.mock.calls as string[][]
}

/** The title of the home page fetched with the builder.* parameters of `search`. */
async function titleFor(search: string, extra: Partial<FetchEntriesOptions> = {}) {
  const entry = await fetchOneEntry({
    model: 'page',
    apiKey: PUBLIC_KEY,
    apiHost: 'http://service.test',
    fetch: service,
    userAttributes: { urlPath: '/' },
    options: getBuilderSearchParams(search),
    ...extra,
  })
  return entry?.data?.title
}

const token = (expiresAt: number) => createPreviewToken({ spaceId, expiresAt }, SECRET)

describe('a preview URL without a preview token', () => {
  it.each([
    ['?builder.preview=page', 'preview=page'],
    ['?builder.overrides.page=home', 'overrides.page=home'],
    ['?builder.preview=page&builder.overrides.page=home', 'preview=page, overrides.page=home'],
  ])('%s gives the published content and warns why', async (search, named) => {
    const warned = warnings()
    expect(await titleFor(search)).toBe('Published')
    expect(warned).toEqual([[expect.stringContaining(NO_PREVIEW_TOKEN_WARNING)]])
    expect(warned[0]?.[0]).toContain(`model "page": ${named}`)
    expect(warned[0]?.[0]).not.toContain(PUBLIC_KEY)
  })

  it('fetchBuilderProps and fetchEntries fall back too', async () => {
    const warned = warnings()
    const props = await fetchBuilderProps({
      apiKey: PUBLIC_KEY,
      apiHost: 'http://service.test',
      fetch: service,
      url: 'https://site.example/?builder.preview=page',
    })
    expect(props.content?.data?.title).toBe('Published')
    const entries = await fetchEntries({
      model: 'page',
      apiKey: PUBLIC_KEY,
      apiHost: 'http://service.test',
      fetch: service,
      userAttributes: { urlPath: '/' },
      preview: 'page',
    })
    expect(entries.map((entry) => entry.data?.title)).toEqual(['Published'])
    expect(warned).toHaveLength(2)
  })

  it('the content client (gen-1 get) falls back too', async () => {
    const warned = warnings()
    const client = createContentClient({
      apiKey: PUBLIC_KEY,
      apiHost: 'http://service.test',
      fetch: service,
    })
    const entry = await client.get('page', { url: '/', preview: 'page' }).promise()
    expect(entry?.data?.title).toBe('Published')
    expect(warned).toEqual([[expect.stringContaining(NO_PREVIEW_TOKEN_WARNING)]])
  })
})

describe('a preview URL with a preview token', () => {
  it('gives the draft, warning nothing', async () => {
    const warned = warnings()
    const search = `?builder.preview=page&builder.previewToken=${token(Date.now() + 60_000)}`
    expect(await titleFor(search)).toBe('Draft')
    const header = { headers: { 'X-Preview-Token': token(Date.now() + 60_000) } }
    expect(await titleFor('?builder.preview=page', { fetchOptions: header })).toBe('Draft')
    expect(await titleFor('?builder.preview=page', { authToken: PRIVATE_KEY })).toBe('Draft')
    expect(warned).toEqual([])
  })

  it('gives the published content when the service refuses the token, and warns its reason', async () => {
    for (const refused of [token(Date.now() - 1), 'forged.token']) {
      const warned = warnings()
      expect(await titleFor(`?builder.preview=page&builder.previewToken=${refused}`)).toBe(
        'Published',
      )
      expect(warned).toEqual([[expect.stringContaining(REFUSED_DRAFTS_WARNING)]])
      expect(warned[0]?.[0]).toContain('preview token')
      vi.restoreAllMocks()
    }
  })
})

describe('what still fails', () => {
  it('includeUnpublished without the private key (no preview link asks for it)', async () => {
    const warned = warnings()
    const error = await titleFor('', { includeUnpublished: true }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ContentFetchError)
    expect((error as ContentFetchError).status).toBe(403)
    expect(warned).toEqual([])
  })
})

describe('draftParamsOf / withoutDrafts', () => {
  it('names the draft parameters, and removes them with the token', () => {
    const url = new URL(
      'http://s.test/api/v3/content/page?apiKey=k&preview=page&overrides.page=a&previewToken=t&x=1',
    )
    expect(draftParamsOf(url)).toEqual(['preview=page', 'overrides.page=a'])
    expect(withoutDrafts(url).search).toBe('?apiKey=k&x=1')
    expect(url.searchParams.get('preview')).toBe('page')
  })
})
