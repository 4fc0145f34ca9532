import { Hono } from 'hono'
import { z } from 'zod'
import type { AppDeps, AppEnv } from '../app-env.ts'
import { requireAdmin } from '../middleware/auth.ts'

/** Most lines one page of the audit log answers. */
export const MAX_AUDIT_PAGE = 200

const number = (name: string) =>
  z.string().regex(/^\d+$/, `${name} must be a whole number`).transform(Number).optional()

const auditQuery = z.object({
  limit: number('limit').refine(
    (value) => value === undefined || (value >= 1 && value <= MAX_AUDIT_PAGE),
    `limit must be between 1 and ${MAX_AUDIT_PAGE}`,
  ),
  offset: number('offset'),
  action: z.string().max(100).optional(),
  actor: z.string().max(320).optional(),
  from: number('from'),
  to: number('to'),
})

/**
 * The audit log of the space (admin session or private key; `Cache-Control: no-store`):
 * `GET /api/v1/audit?limit&offset&action&actor&from&to` → `{ results, limit, offset }`,
 * newest first; `action` matches a prefix (`entry.`), `from`/`to` are epoch ms. The write
 * routes append to it (see `WRITE_ROUTE_RULES`).
 */
export function auditRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>()
  routes.get('/api/v1/audit', async (c) => {
    c.header('Cache-Control', 'no-store')
    const { spaceId } = requireAdmin(c)
    const query = auditQuery.parse(c.req.query())
    const limit = query.limit ?? 50
    const offset = query.offset ?? 0
    const results = await deps.store.listAudit({
      spaceId,
      limit,
      offset,
      ...(query.action ? { action: query.action } : {}),
      ...(query.actor ? { actor: query.actor } : {}),
      ...(query.from === undefined ? {} : { from: query.from }),
      ...(query.to === undefined ? {} : { to: query.to }),
    })
    return c.json({ results, limit, offset })
  })
  return routes
}
