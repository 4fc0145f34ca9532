import {
  createApp,
  createLogger,
  createServiceRoutes,
  createSqliteStore,
  ensureSpace,
  loadConfig,
} from '@tessera/server'
import type { ContentStore } from '@tessera/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApiClient } from './api-client.ts'
import { listAll, listAllEntries } from './list-all.ts'

/**
 * The paging helper against a real content service (in process, SQLite in memory), through
 * the editor's own API client with the private key: 250 pages and 1,200 submissions of a form.
 */

const PRIVATE_KEY = 'priv-list-all-test'
const PAGES = 250
const SUBMISSIONS = 1200

let store: ContentStore
let spaceId: string
let asked: string[]
/** Runs once after the next answer of the service (a change while the pages are read). */
let afterNextAnswer: (() => Promise<void>) | undefined

const api = createApiClient(async (url, init) => {
  asked.push(String(url))
  const headers = {
    ...(init?.headers as Record<string, string>),
    authorization: `Bearer ${PRIVATE_KEY}`,
  }
  const answer = await app.request(String(url), { ...init, headers })
  const after = afterNextAnswer
  afterNextAnswer = undefined
  await after?.()
  return answer
})
let app: ReturnType<typeof createApp>

beforeAll(async () => {
  store = createSqliteStore({ filename: ':memory:' })
  await store.migrate()
  ;({
    space: { id: spaceId },
  } = await ensureSpace({ store, privateKey: PRIVATE_KEY }))
  const logger = createLogger({ write: () => {} })
  const service = createServiceRoutes({ store, logger })
  const config = loadConfig({}, { previewSecret: 'list-all-test' })
  app = createApp({ store, config, logger, now: Date.now }, { routes: service.routes })
  for (let i = 0; i < PAGES; i++) {
    const id = `page-${String(i).padStart(3, '0')}`
    await store.createEntry({ spaceId, model: 'page', body: { id, name: id, data: {} } })
  }
  for (let i = 0; i < SUBMISSIONS; i++) {
    await store.insertSubmission({
      spaceId,
      formName: 'Contact',
      to: null,
      data: { message: i % 2 === 0 ? `even ${i}` : `odd ${i}` },
      files: [],
    })
  }
})
afterAll(() => store.close())

const idsOf = (items: Array<{ id: string }>) => items.map((item) => item.id)

describe('listAll', () => {
  it('reads every entry of a model, a hundred at a time, until a short page', async () => {
    asked = []
    const pages = await listAllEntries(api, 'page')
    expect(new Set(idsOf(pages)).size).toBe(PAGES)
    expect(asked).toEqual([
      '/api/v1/write/page?limit=100&offset=0',
      '/api/v1/write/page?limit=100&offset=100',
      '/api/v1/write/page?limit=100&offset=200',
    ])
  })

  it('stops at `max`, saying there are more, and asks only for what it needs', async () => {
    asked = []
    const first = await listAll(api, '/api/v1/write/page', { pageSize: 100, max: 120 })
    expect(first.items).toHaveLength(120)
    expect(first.more).toBe(true)
    expect(asked).toEqual([
      '/api/v1/write/page?limit=100&offset=0',
      '/api/v1/write/page?limit=21&offset=100',
    ])
    const exact = await listAll(api, '/api/v1/write/page', { pageSize: 100, max: PAGES })
    expect(exact).toMatchObject({ more: false })
    expect(exact.items).toHaveLength(PAGES)
  })

  it('keeps the listing’s own query and reads past the route’s 1,000 at a time', async () => {
    asked = []
    const path = '/api/v1/form-submissions?form=Contact&search=odd'
    const odd = await listAll(api, path, { pageSize: 1000, max: 10_000 })
    expect(odd.items).toHaveLength(SUBMISSIONS / 2)
    expect(odd.more).toBe(false)
    const all = await listAll(api, '/api/v1/form-submissions?form=Contact', {
      pageSize: 1000,
      max: 10_000,
    })
    expect(new Set(idsOf(all.items)).size).toBe(SUBMISSIONS)
    expect(asked.slice(1)).toEqual([
      '/api/v1/form-submissions?form=Contact&limit=1000&offset=0',
      '/api/v1/form-submissions?form=Contact&limit=1000&offset=1000',
    ])
  })

  it('lists an entry once when a change moves it to the front between two reads', async () => {
    // Newest first: once the first hundred are read, a change to an older page puts it first
    // and the next hundred begins with a page already read.
    afterNextAnswer = async () => {
      const [older] = await store.listEntries({ spaceId, model: 'page', limit: 1, offset: 150 })
      if (!older) throw new Error('no page 150')
      await store.updateEntry({
        spaceId,
        model: 'page',
        id: older.id,
        body: { ...older.latest, name: 'moved' },
        publish: false,
      })
    }
    const pages = await listAllEntries(api, 'page')
    expect(new Set(idsOf(pages)).size).toBe(pages.length)
    expect(pages.length).toBeGreaterThanOrEqual(PAGES - 1)
  })
})
