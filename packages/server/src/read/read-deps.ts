import type { AppDeps } from '../app-env.ts'
import type { ResponseCache } from '../cache/response-cache.ts'
import type { KeyResolver } from '../middleware/auth.ts'

/** What the read routes need besides `AppDeps`: the app's response cache and key resolver. */
export interface ReadDeps extends AppDeps {
  cache: ResponseCache
  keys: KeyResolver
}
