import type { Entry } from '@tessera/core'
import {
  createApp,
  createLogger,
  createSqliteStore,
  ensureSpace,
  loadConfig,
} from '@tessera/server'
import type { ContentStore } from '@tessera/server'

/** A content service in process for preview tests: see {@link startDraftHomeService}. */
export interface DraftHomeService {
  store: ContentStore
  spaceId: string
  /** Answers a request as the service would, without a socket. */
  fetch: (url: string, init?: RequestInit) => Promise<Response>
}

/** The home page, targeted at `/`, with `title`. */
export function homePage(title: string): Entry {
  return {
    id: 'home',
    published: 'published',
    query: [{ '@type': '@builder.io/core:Query', property: 'urlPath', operator: 'is', value: '/' }],
    data: { title, blocks: [] },
  }
}

/**
 * A real content service (SQLite in memory, logs off) whose home page is published with the
 * title "Published" and whose latest (draft) version says "Draft": what a preview URL may show.
 */
export async function startDraftHomeService(keys: {
  publicKey: string
  privateKey?: string
  previewSecret: string
}): Promise<DraftHomeService> {
  const store = createSqliteStore({ filename: ':memory:' })
  await store.migrate()
  const { space } = await ensureSpace({
    store,
    publicKey: keys.publicKey,
    ...(keys.privateKey === undefined ? {} : { privateKey: keys.privateKey }),
  })
  await store.createEntry({ spaceId: space.id, model: 'page', body: homePage('Published') })
  const draft = { ...homePage('Draft'), published: 'draft' as const }
  await store.updateEntry({
    spaceId: space.id,
    model: 'page',
    id: 'home',
    body: draft,
    publish: false,
  })
  const config = loadConfig({}, { previewSecret: keys.previewSecret })
  const app = createApp({ store, config, logger: createLogger({ write: () => {} }), now: Date.now })
  return { store, spaceId: space.id, fetch: async (url, init) => app.request(url, init) }
}
