import { ValidationError } from '@tessera/core'
import { Hono } from 'hono'
import type { AppDeps, AppEnv } from './app-env.ts'
import { createResponseCache } from './cache/response-cache.ts'
import type { ResponseCacheOptions } from './cache/response-cache.ts'
import { createSessionManager } from './auth/session-manager.ts'
import { authMiddleware, createKeyResolver } from './middleware/auth.ts'
import { limitBodyUnlessBodiless } from './middleware/body-limit.ts'
import { corsMiddleware } from './middleware/cors.ts'
import { createErrorHandler, notFoundHandler } from './middleware/error-handler.ts'
import { noSniff } from './middleware/no-sniff.ts'
import { refuseNulInUrl } from './middleware/refuse-nul-url.ts'
import { requestLog } from './middleware/request-log.ts'
import { roleGuard } from './permissions/role-guard.ts'
import type { ReadDeps } from './read/read-deps.ts'
import { codegenRoutes } from './routes/codegen-routes.ts'
import { contentRoutes } from './routes/content-routes.ts'
import { healthRoutes } from './routes/health-routes.ts'
import { createQueryPool } from './query/query-pool.ts'
import type { QueryPoolOptions } from './query/query-pool.ts'
import { authRoutes } from './routes/auth-routes.ts'
import { queryRoutes } from './routes/query-routes.ts'
import { usersRoutes } from './routes/users-routes.ts'
import { keysRoutes } from './routes/keys-routes.ts'
import { auditRoutes } from './routes/audit-routes.ts'

/** A route module: given the app's deps, a Hono app whose routes `createApp` mounts at `/`. */
export type RouteModule = (deps: AppDeps) => Hono<AppEnv>

/** What `createApp` needs; `invalidate` is optional (the app adds its own cache's). */
export type CreateAppDeps = Omit<AppDeps, 'invalidate' | 'sessions' | 'keys'> &
  Partial<Pick<AppDeps, 'invalidate'>>

export interface CreateAppOptions {
  /**
   * More route modules (write, track, forms, images), mounted after the read routes. Each gets
   * `AppDeps` whose `invalidate(spaceId)` drops the space's cached responses: call it after
   * every write.
   */
  routes?: readonly RouteModule[]
  /** Bounds of the in-process response cache. */
  cache?: ResponseCacheOptions
  /** Time bound and queue of the worker that matches queries with `$regex`. */
  queryPool?: QueryPoolOptions
}

/**
 * The HTTP application of the content service (Hono): request ids and structured logs, CORS,
 * a body size backstop, key resolution (`c.get('auth')`), the read API (content, query,
 * codegen), `/health`, then the extra route modules; one error handler answers
 * `{ error: { code, message } }`.
 *
 * Cached read responses are dropped by `deps.invalidate` (wrapped so that the cache is always
 * invalidated too) and by `store.onChange`, so that writes of other instances on the same
 * PostgreSQL invalidate this one's cache.
 * @example
 * const app = createApp({ store, config, logger, now: Date.now }, { routes: [writeRoutes] })
 * serve({ fetch: app.fetch, port: config.port, hostname: config.host })
 */
export function createApp(deps: CreateAppDeps, options: CreateAppOptions = {}): Hono<AppEnv> {
  if (deps.config.previewSecret === '') {
    // An empty HMAC key would make every preview token forgeable.
    throw new ValidationError(
      'config.previewSecret is empty: set TESSERA_PREVIEW_SECRET, or start through startServer (which keeps one in the database)',
    )
  }
  const cache = createResponseCache(options.cache)
  const invalidate = (spaceId: string): void => {
    cache.invalidate(spaceId)
    deps.invalidate?.(spaceId)
  }
  const sessions = createSessionManager(deps.store, deps.now)
  const keys = createKeyResolver(deps.store, deps.now)
  const appDeps: AppDeps = { ...deps, invalidate, sessions, keys }
  deps.store.onChange((change) => {
    if ('missed' in change) cache.clear()
    else cache.invalidate(change.spaceId)
    keys.forgetSpace('missed' in change ? undefined : change.spaceId)
  })
  const readDeps: ReadDeps = {
    ...appDeps,
    cache,
    keys,
    queryPool: createQueryPool(options.queryPool),
  }

  const app = new Hono<AppEnv>()
  app.use('*', requestLog(deps.logger))
  app.use('*', noSniff())
  app.use('*', corsMiddleware())
  app.use('*', refuseNulInUrl())
  // Backstop only: JSON routes mount limitBody(config.maxBodyBytes) themselves.
  const backstopBytes = Math.max(
    deps.config.maxBodyBytes,
    deps.config.maxWriteBodyBytes,
    deps.config.maxUploadBytes,
  )
  app.use('*', limitBodyUnlessBodiless(backstopBytes))
  app.use('*', authMiddleware(keys, { sessions }))
  app.use('*', roleGuard({ store: deps.store, logger: deps.logger }))
  app.onError(createErrorHandler(deps.logger))
  app.notFound(notFoundHandler)

  app.route('/', healthRoutes(appDeps))
  app.route('/', contentRoutes(readDeps))
  app.route('/', queryRoutes(readDeps))
  app.route('/', codegenRoutes(readDeps))
  app.route('/', authRoutes(appDeps))
  app.route('/', usersRoutes(appDeps))
  app.route('/', keysRoutes(appDeps))
  app.route('/', auditRoutes(appDeps))
  // Write, tracking, forms and images route modules are mounted here by the caller.
  for (const module of options.routes ?? []) app.route('/', module(appDeps))
  return app
}
