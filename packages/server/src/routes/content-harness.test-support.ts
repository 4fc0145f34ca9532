import type { Entry } from '@tessera/core'
import type { Hono } from 'hono'
import { createApp } from '../app.ts'
import type { CreateAppOptions } from '../app.ts'
import type { AppEnv } from '../app-env.ts'
import { loadConfig } from '../load-config.ts'
import type { ServerConfig } from '../config.ts'
import { createLogger } from '../logger.ts'
import { createSqliteStore } from '../store/sqlite/create-sqlite-store.ts'
import type { ContentStore, EntryRecord, ModelKind } from '../store/types.ts'

/** 2025-01-01T00:00:00Z, the default clock of the harness. */
export const TEST_NOW = Date.UTC(2025, 0, 1)

export interface ContentTestHarness {
  app: Hono<AppEnv>
  store: ContentStore
  config: ServerConfig
  spaceId: string
  publicKey: string
  privateKey: string
  /** Structured log lines written by the app. */
  logs: Array<Record<string, unknown>>
  /** The app's clock; set `clock.now` to move it. */
  clock: { now: number }
  invalidated: string[]
  /** `app.request(path)`; content paths get `apiKey=<public key>` unless they have one. */
  get(path: string, init?: RequestInit): Promise<Response>
  addEntry(model: string, body: Partial<Entry> & { id: string }): Promise<EntryRecord>
  close(): Promise<void>
}

const MODELS: Array<[string, ModelKind]> = [
  ['page', 'page'],
  ['symbol', 'symbol'],
  ['section', 'section'],
  ['data', 'data'],
]

/**
 * Test harness for the read routes: an in-memory SQLite store with one space, a public key
 * (`pub-key`), a private key (`priv-key`), the models page/symbol/section/data, and the app.
 */
export async function createContentTestHarness(
  options: CreateAppOptions & {
    /** A migrated store to use (see `TEST_DATABASES`). Default: SQLite in memory. */
    store?: ContentStore
  } = {},
): Promise<ContentTestHarness> {
  const { store: given, ...appOptions } = options
  const store = given ?? createSqliteStore({ filename: ':memory:' })
  if (!given) await store.migrate()
  const space = await store.createSpace({ name: 'Test' })
  const publicKey = 'pub-key'
  const privateKey = 'priv-key'
  await store.createApiKey({ spaceId: space.id, kind: 'public', key: publicKey })
  await store.createApiKey({ spaceId: space.id, kind: 'private', key: privateKey })
  for (const [name, kind] of MODELS) await store.upsertModel({ spaceId: space.id, name, kind })
  const logs: Array<Record<string, unknown>> = []
  const logger = createLogger({
    write: (line) => logs.push(JSON.parse(line) as Record<string, unknown>),
  })
  const config = loadConfig({}, { previewSecret: 'test-preview-secret' })
  const clock = { now: TEST_NOW }
  const invalidated: string[] = []
  const app = createApp(
    { store, config, logger, now: () => clock.now, invalidate: (id) => invalidated.push(id) },
    appOptions,
  )
  return {
    app,
    store,
    config,
    spaceId: space.id,
    publicKey,
    privateKey,
    logs,
    clock,
    invalidated,
    get(path, init) {
      const url = new URL(path, 'http://test.local')
      if (!url.searchParams.has('apiKey') && url.pathname.includes('/content/')) {
        url.searchParams.set('apiKey', publicKey)
      }
      return Promise.resolve(app.request(`${url.pathname}${url.search}`, init))
    },
    addEntry(model, body) {
      return store.createEntry({
        spaceId: space.id,
        model,
        body: { published: 'published', ...body } as Entry,
      })
    },
    close: () => store.close(),
  }
}
