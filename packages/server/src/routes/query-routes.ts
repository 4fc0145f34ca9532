import { Hono } from 'hono'
import type { AppEnv } from '../app-env.ts'
import { authMiddleware } from '../middleware/auth.ts'
import type { ReadDeps } from '../read/read-deps.ts'
import { respondKeyed } from './query-keyed.ts'

/**
 * `GET /api/v3/query/:apiKey/:keys` (and `v1`), the batched endpoint of the gen-1 SDK:
 * `{ "<key>": [entry, …] }` for comma-separated keys, each with its own JSON-encoded
 * `options.<key>.*` (model, limit, offset, query, entry, preview, includeRefs, …). The key in
 * the path counts like `apiKey`.
 */
export function queryRoutes(deps: ReadDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>()
  // Static versions, not a `{v[13]}` pattern: see contentRoutes.
  for (const version of ['v1', 'v3']) {
    const path = `/api/${version}/query/:apiKey/:keys`
    routes.use(path, authMiddleware(deps.keys, { pathParam: 'apiKey' }))
    routes.get(path, (c) => respondKeyed(c, { deps }))
  }
  return routes
}
