import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createApp } from '../app.ts'
import { loadConfig } from '../load-config.ts'
import { createLogger } from '../logger.ts'
import { verifyPreviewToken } from '../middleware/preview-token.ts'
import { createSqliteStore } from '../store/sqlite/create-sqlite-store.ts'
import type { ContentStore } from '../store/types.ts'
import { MAX_PREVIEW_TTL_SECONDS, previewRoutes } from './preview-routes.ts'

const NOW = 1_800_000_000_000
const SECRET = 'test-secret'

let store: ContentStore
let app: ReturnType<typeof createApp>

beforeEach(async () => {
  store = createSqliteStore({ filename: ':memory:' })
  await store.migrate()
  await store.createSpace({ id: 's1', name: 'S1' })
  await store.createApiKey({ spaceId: 's1', kind: 'public', key: 'pub' })
  await store.createApiKey({ spaceId: 's1', kind: 'private', key: 'priv' })
  app = createApp(
    {
      store,
      config: loadConfig({ TESSERA_PREVIEW_SECRET: SECRET }),
      logger: createLogger({ quiet: true }),
      now: () => NOW,
    },
    { routes: [previewRoutes] },
  )
})

afterEach(async () => {
  await store.close()
})

function post(body?: string, key = 'priv'): Promise<Response> {
  return Promise.resolve(
    app.request('/api/v1/preview-token', {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body }),
    }),
  )
}

async function errorOf(response: Response): Promise<{ status: number; message: string }> {
  const body = (await response.json()) as { error: { message: string } }
  return { status: response.status, message: body.error.message }
}

describe('POST /api/v1/preview-token', () => {
  it('returns a token valid for an hour by default', async () => {
    const response = await post()
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const { token, expiresAt } = (await response.json()) as { token: string; expiresAt: number }
    expect(expiresAt).toBe(NOW + 3_600_000)
    expect(verifyPreviewToken(token, SECRET, NOW)).toEqual({ spaceId: 's1', expiresAt })
    expect(verifyPreviewToken(token, SECRET, expiresAt)).toBeUndefined()
  })

  it('takes ttlSeconds up to seven days', async () => {
    const short = await post(JSON.stringify({ ttlSeconds: 60 }))
    expect(((await short.json()) as { expiresAt: number }).expiresAt).toBe(NOW + 60_000)
    const long = await post(JSON.stringify({ ttlSeconds: MAX_PREVIEW_TTL_SECONDS }))
    expect(((await long.json()) as { expiresAt: number }).expiresAt).toBe(NOW + 604_800_000)
  })

  it('refuses a bad ttlSeconds or body', async () => {
    const message = 'Invalid ttlSeconds: expected an integer from 1 to 604800'
    for (const ttl of [0, 1.5, '60', 604_801]) {
      expect(await errorOf(await post(JSON.stringify({ ttlSeconds: ttl })))).toEqual({
        status: 400,
        message,
      })
    }
    expect(await errorOf(await post('[1]'))).toEqual({
      status: 400,
      message: 'The body must be empty or an object {ttlSeconds}',
    })
    expect(await errorOf(await post('{"spaceId":"other"}'))).toEqual({
      status: 400,
      message: 'Invalid spaceId: unknown field',
    })
    expect(await errorOf(await post('{'))).toEqual({ status: 400, message: 'Malformed JSON body' })
  })

  it('needs the private key', async () => {
    expect(await errorOf(await post(undefined, 'pub'))).toEqual({
      status: 403,
      message: 'This operation needs the private key',
    })
    const anonymous = await app.request('/api/v1/preview-token', { method: 'POST' })
    expect(await errorOf(anonymous)).toEqual({ status: 401, message: 'Missing API key' })
  })

  it('refuses a body over 1 KiB', async () => {
    const response = await post(JSON.stringify({ ttlSeconds: 60, pad: 'x'.repeat(2000) }))
    expect(await errorOf(response)).toEqual({
      status: 413,
      message: 'Request body is larger than 1024 bytes',
    })
  })
})
