import { Hono } from 'hono'
import type { Handler } from 'hono'
import type { AppEnv } from '../app-env.ts'
import { respondCached } from '../cache/respond-cached.ts'
import { requireAuth } from '../middleware/auth.ts'
import { assertRequestDraftAccess, wantsDrafts } from '../read/draft-access.ts'
import type { ReadDeps } from '../read/read-deps.ts'
import { readEntries } from '../read/read-entries.ts'
import { parseReadOptions } from '../read/read-options.ts'

/**
 * `GET /api/v3/content/:model` (also `v1`, `v2`) → `{ results: [entry, …] }`, the content
 * endpoint of the gen-2 SDKs (and gen-1 with `apiEndpoint: 'content'`). Parameters: see
 * `parseReadOptions`. Needs a key (`apiKey` or `Authorization: Bearer`). Cached per normalised
 * request (see `respondCached`).
 */
export function contentRoutes(deps: ReadDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>()
  // One static path per version: a pattern (`:version{v[123]}`) would put Hono on its slower
  // trie router for every request of the app.
  const handler: Handler<AppEnv> = (c) => {
    const auth = requireAuth(c)
    const now = deps.now()
    return respondCached(c, {
      cache: deps.cache,
      auth,
      now,
      publicUrl: deps.config.publicUrl,
      prepare: () => {
        const options = parseReadOptions([...new URL(c.req.url).searchParams])
        assertRequestDraftAccess(options, {
          auth,
          header: c.req.header('x-preview-token'),
          previewSecret: deps.config.previewSecret,
          now,
        })
        const model = c.req.param('model') ?? ''
        return {
          hasDrafts: wantsDrafts(options),
          cachebust: options.cachebust,
          noCache: options.noCache,
          cacheSeconds: options.cacheSeconds,
          staleCacheSeconds: options.staleCacheSeconds,
          compute: async (expiry) => ({
            results: await readEntries({
              store: deps.store,
              spaceId: auth.spaceId,
              model,
              options,
              now,
              expiry,
              queryPool: deps.queryPool,
            }),
          }),
        }
      },
    })
  }
  for (const version of ['v1', 'v2', 'v3']) routes.get(`/api/${version}/content/:model`, handler)
  return routes
}
