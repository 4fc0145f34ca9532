import { HttpError } from '@tessera/core'
import { Hono } from 'hono'
import type { Context } from 'hono'
import { z } from 'zod'
import type { AppDeps, AppEnv, AuthInfo, SessionUser } from '../app-env.ts'
import { requirePrivate } from '../middleware/auth.ts'
import { limitBody, readJsonBody } from '../middleware/body-limit.ts'
import { SharedPresence } from '../presence/presence-broadcast.ts'
import { PresenceRegistry } from '../presence/presence-registry.ts'
import { NotFoundError } from '../store/errors.ts'

const clientId = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, { error: 'expected 8 to 64 letters, digits, _ or -' })
const heartbeatBody = z.strictObject({
  clientId,
  blockId: z.string().min(1).max(200).nullable(),
})

/**
 * Presence of authors on an entry, for the editor (a session only; 401 without one, 403 for a
 * key: presence is about people; `Cache-Control: no-store`):
 * - `PUT /api/v1/presence/:model/:id` `{ clientId, blockId }` — a heartbeat of one editor tab
 *   (every 2 s, and at once when the selection changes) → `{ revision, members }`: the entry's
 *   latest revision (so an idle editor knows to fetch another author's save) and the others
 *   on the entry (`{ clientId, userId, name, email, colour, blockId, seenAt }`). `blockId` is
 *   the block the author is editing: the others show it as softly locked. A viewer's is null.
 * - `DELETE /api/v1/presence/:model/:id?clientId=` — the tab closed the page → `{ ok: true }`.
 *
 * Kept in each process's memory (`presence/presence-registry.ts`; a tab not heard of for 8 s
 * is gone) and shared by every instance on one PostgreSQL database through NOTIFY
 * (`presence/presence-broadcast.ts`), so authors behind a load balancer see each other.
 */
export function presenceRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>()
  const registry = new SharedPresence(deps.store, new PresenceRegistry(() => deps.now()), (error) =>
    deps.logger.warn('presence broadcast failed', { error: String(error) }),
  )

  async function room(
    c: Context<AppEnv>,
  ): Promise<{ key: string; user: SessionUser; revision: number }> {
    c.header('Cache-Control', 'no-store')
    const auth: AuthInfo = requirePrivate(c)
    if (!auth.user) throw new HttpError(403, 'FORBIDDEN', 'Presence needs an editor session')
    const model = c.req.param('model') ?? ''
    const id = c.req.param('id') ?? ''
    const entry = await deps.store.getEntry({ spaceId: auth.spaceId, id, model })
    if (!entry) throw new NotFoundError(`Entry ${id} not found in model ${model}`)
    return { key: `${auth.spaceId}/${model}/${id}`, user: auth.user, revision: entry.revision }
  }

  routes.put('/api/v1/presence/:model/:id', limitBody(4096), async (c) => {
    const { key, user, revision } = await room(c)
    const body = heartbeatBody.parse(await readJsonBody(c))
    const members = registry.announce(key, {
      clientId: body.clientId,
      userId: user.id,
      name: user.name,
      email: user.email,
      blockId: user.role === 'viewer' ? null : body.blockId,
    })
    return c.json({ revision, members })
  })

  routes.delete('/api/v1/presence/:model/:id', async (c) => {
    const { key, user } = await room(c)
    registry.leave(key, clientId.parse(c.req.query('clientId')), user.id)
    return c.json({ ok: true })
  })
  return routes
}
