import type { Logger } from './logger.ts'
import type { SessionManager } from './auth/session-manager.ts'
import type { KeyResolver } from './middleware/auth.ts'
import type { UserRole } from './store/account-types.ts'
import type { ServerConfig } from './config.ts'
import type { ContentStore } from './store/types.ts'

/** The editor user behind a session. */
export interface SessionUser {
  id: string
  email: string
  name: string
  role: UserRole
}

/**
 * Who is calling: resolved from `apiKey` (public), `Authorization: Bearer` (private), or the
 * editor's session cookie (`session`, with the user and their role; `key` is empty).
 */
export interface AuthInfo {
  spaceId: string
  kind: 'public' | 'private' | 'session'
  key: string
  /** The key's name (keys only), for the audit log. */
  keyName?: string
  user?: SessionUser
  /** The session's CSRF token (sessions only). */
  csrfToken?: string
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
  /** Editor sessions (the auth middleware resolves them; the auth routes start and end them). */
  sessions: SessionManager
  /** API key lookups (cached); the key routes make it forget a revoked key at once. */
  keys: KeyResolver
}

/** Hono environment type: `new Hono<AppEnv>()`; `c.get('auth')` after the auth middleware. */
export interface AppEnv {
  Variables: {
    auth: AuthInfo | undefined
    requestId: string
  }
}
