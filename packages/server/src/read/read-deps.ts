import type { AppDeps } from '../app-env.ts'
import type { ResponseCache } from '../cache/response-cache.ts'
import type { KeyResolver } from '../middleware/auth.ts'
import type { QueryPool } from '../query/query-pool.ts'

/**
 * What the read routes need besides `AppDeps`: the app's response cache, key resolver and the
 * worker that matches queries with `$regex`.
 */
export interface ReadDeps extends AppDeps {
  cache: ResponseCache
  keys: KeyResolver
  queryPool: QueryPool
}
