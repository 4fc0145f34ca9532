import { HttpError } from '@tessera/core'
import { Hono } from 'hono'
import { z } from 'zod'
import type { AppDeps, AppEnv } from '../app-env.ts'
import { keyId, keyPreview } from '../auth/key-id.ts'
import { requireAdmin } from '../middleware/auth.ts'
import { readJsonBody } from '../middleware/body-limit.ts'
import type { ApiKeyRecord } from '../store/types.ts'

const createBody = z.object({
  name: z.string().trim().min(1, 'name must not be empty').max(100),
  kind: z.enum(['public', 'private'], { error: 'expected public or private' }),
})

function view(record: ApiKeyRecord) {
  return {
    id: keyId(record.key),
    name: record.name,
    kind: record.kind,
    preview: keyPreview(record.kind, record.key),
    createdAt: record.createdAt,
  }
}

/**
 * The space's API keys (admin session or private key; `Cache-Control: no-store`):
 * - `GET /api/v1/keys` → `{ results: [{ id, name, kind, preview, createdAt }] }` (private
 *   keys by their last characters only);
 * - `POST /api/v1/keys` `{ name, kind }` → 201 `{ key, secret }`: `secret` is the key itself,
 *   shown this once;
 * - `DELETE /api/v1/keys/:id` → `{ ok, key }`: the key stops working at once (this instance
 *   forgets it; others hear of it through the store's change feed).
 */
export function keysRoutes(deps: AppDeps): Hono<AppEnv> {
  const { store } = deps
  const routes = new Hono<AppEnv>()
  routes.use('/api/v1/keys', async (c, next) => {
    c.header('Cache-Control', 'no-store')
    await next()
  })
  routes.use('/api/v1/keys/*', async (c, next) => {
    c.header('Cache-Control', 'no-store')
    await next()
  })

  routes.get('/api/v1/keys', async (c) => {
    const { spaceId } = requireAdmin(c)
    return c.json({ results: (await store.listApiKeys({ spaceId })).map(view) })
  })

  routes.post('/api/v1/keys', async (c) => {
    const { spaceId } = requireAdmin(c)
    const body = createBody.parse(await readJsonBody(c))
    const record = await store.createApiKey({ spaceId, kind: body.kind, name: body.name })
    return c.json({ key: view(record), secret: record.key }, 201)
  })

  routes.delete('/api/v1/keys/:id', async (c) => {
    const { spaceId } = requireAdmin(c)
    const id = c.req.param('id')
    const record = (await store.listApiKeys({ spaceId })).find((key) => keyId(key.key) === id)
    if (!record) throw new HttpError(404, 'NOT_FOUND', `No API key ${id}`)
    await store.revokeApiKey({ spaceId, key: record.key })
    deps.keys.forget(record.key)
    return c.json({ ok: true, key: view(record) })
  })
  return routes
}
