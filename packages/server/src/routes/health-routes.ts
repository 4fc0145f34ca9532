import { Hono } from 'hono'
import type { AppDeps, AppEnv } from '../app-env.ts'

/**
 * `GET /health` → 200 `{ status: 'ok', store: 'sqlite' | 'postgres' }` when the database
 * answers, else 503 `{ status: 'error', store }` (the cause is logged, not sent). Needs no key;
 * for load balancers.
 */
export function healthRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>()
  routes.get('/health', async (c) => {
    c.header('Cache-Control', 'no-store')
    try {
      await deps.store.listSpaces()
      return c.json({ status: 'ok', store: deps.store.kind })
    } catch (error: unknown) {
      deps.logger.error('health check failed', {
        error: error instanceof Error ? error.message : String(error),
      })
      return c.json({ status: 'error', store: deps.store.kind }, 503)
    }
  })
  return routes
}
