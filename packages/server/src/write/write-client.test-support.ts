import { createContentTestHarness } from '../routes/content-harness.test-support.ts'
import type { ContentTestHarness } from '../routes/content-harness.test-support.ts'
import { modelsRoutes } from '../routes/models-routes.ts'
import { revisionsRoutes } from '../routes/revisions-routes.ts'
import { writeRoutes } from '../routes/write-routes.ts'

/** A request of a write API test. */
export interface WriteRequest {
  /** JSON-encoded unless a string (sent as it is); never sent with GET. */
  body?: unknown
  /** Default: the private key; `null` sends no key. */
  key?: string | null
  headers?: Record<string, string>
}

/** A response with its JSON body read. */
export interface WriteResponse {
  status: number
  headers: Headers
  // Tests read arbitrary JSON; `any` keeps assertions short.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  json: any
}

/** Test client of the write API routes: `send('POST', '/api/v1/write/page', { body })`. */
export interface WriteTestClient {
  send(method: string, path: string, request?: WriteRequest): Promise<WriteResponse>
  /** Every entry (with its revisions) and model of the space, to prove a refusal wrote nothing. */
  snapshot(): Promise<unknown>
}

/** A {@link WriteTestClient} over a content test harness (its app must mount the write routes). */
export function createWriteTestClient(harness: ContentTestHarness): WriteTestClient {
  return {
    async send(method, path, request = {}) {
      const headers = new Headers(request.headers)
      const key = request.key === undefined ? harness.privateKey : request.key
      if (key !== null) headers.set('authorization', `Bearer ${key}`)
      let body: string | undefined
      if (request.body !== undefined && method !== 'GET' && method !== 'HEAD') {
        body = typeof request.body === 'string' ? request.body : JSON.stringify(request.body)
        headers.set('content-type', 'application/json')
      }
      const response = await harness.app.request(path, { method, headers, body })
      const text = await response.text()
      return {
        status: response.status,
        headers: response.headers,
        json: text === '' ? undefined : (JSON.parse(text) as unknown),
      }
    },

    async snapshot() {
      const { store, spaceId } = harness
      const models = await store.listModels({ spaceId })
      const entries = []
      for (const model of models) {
        for (const entry of await store.listEntries({ spaceId, model: model.name })) {
          const revisions = await store.listRevisions({ spaceId, entryId: entry.id })
          entries.push({ entry, revisions })
        }
      }
      return { models, entries }
    },
  }
}

/**
 * The content test harness (in-memory SQLite, keys `pub-key`/`priv-key`, models page, symbol,
 * section, data) with the write, revisions and models routes mounted, and its client.
 */
export async function createWriteTestHarness(): Promise<{
  harness: ContentTestHarness
  client: WriteTestClient
}> {
  const harness = await createContentTestHarness({
    routes: [writeRoutes, revisionsRoutes, modelsRoutes],
  })
  return { harness, client: createWriteTestClient(harness) }
}
