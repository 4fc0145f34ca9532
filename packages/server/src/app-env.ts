import type { Logger } from './logger.ts'
import type { ServerConfig } from './config.ts'
import type { ContentStore } from './store/types.ts'

/** Who is calling: resolved from `apiKey` (public) or `Authorization: Bearer` (private). */
export interface AuthInfo {
  spaceId: string
  kind: 'public' | 'private'
  key: string
}

/** What every route module gets: `xxxRoutes(deps)` returns a Hono app mounted by `createApp`. */
export interface AppDeps {
  store: ContentStore
  config: ServerConfig
  logger: Logger
  /** Drops cached responses of a space (called after every write). */
  invalidate(spaceId: string): void
  /** Clock (epoch ms); injectable for tests of schedules and analytics ranges. */
  now(): number
}

/** Hono environment type: `new Hono<AppEnv>()`; `c.get('auth')` after the auth middleware. */
export interface AppEnv {
  Variables: {
    auth: AuthInfo | undefined
    requestId: string
  }
}
