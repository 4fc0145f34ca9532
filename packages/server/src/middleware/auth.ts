import { timingSafeEqual } from 'node:crypto'
import { HttpError } from '@tessera/core'
import { CAPABILITY_WORDS, roleCan } from '@tessera/core/permissions'
import type { Capability } from '@tessera/core/permissions'
import type { Context, MiddlewareHandler } from 'hono'
import type { AppEnv, AuthInfo } from '../app-env.ts'
import { readSessionCookie } from '../auth/session-cookie.ts'
import type { SessionManager } from '../auth/session-manager.ts'
import type { ContentStore } from '../store/types.ts'

/**
 * How long a resolved key is remembered, in ms. A revoked key is forgotten at once on the
 * instance that revokes it, and on the others when they hear of the change (`store.onChange`).
 */
export const KEY_CACHE_TTL_MS = 5000
const KEY_CACHE_SIZE = 1000

/** Looks keys up in the store, remembering hits for {@link KEY_CACHE_TTL_MS}. */
export interface KeyResolver {
  resolve(key: string): Promise<AuthInfo | undefined>
  /** Drops a key from the cache (a revoked key). */
  forget(key: string): void
  /** Drops the cached keys of a space (its keys changed on another instance); all without one. */
  forgetSpace(spaceId?: string): void
}

/** A key resolver with its own small cache (misses are not cached, so new keys work at once). */
export function createKeyResolver(store: ContentStore, now: () => number = Date.now): KeyResolver {
  const cache = new Map<string, { auth: AuthInfo; expires: number }>()
  return {
    async resolve(key) {
      const hit = cache.get(key)
      if (hit && hit.expires > now()) return hit.auth
      const record = await store.findApiKey({ key })
      if (!record) return undefined
      const auth: AuthInfo = {
        spaceId: record.spaceId,
        kind: record.kind,
        key: record.key,
        keyName: record.name,
      }
      cache.delete(key)
      if (cache.size >= KEY_CACHE_SIZE) cache.delete(cache.keys().next().value as string)
      cache.set(key, { auth, expires: now() + KEY_CACHE_TTL_MS })
      return auth
    },
    forget(key) {
      cache.delete(key)
    },
    forgetSpace(spaceId) {
      for (const [key, hit] of cache) {
        if (spaceId === undefined || hit.auth.spaceId === spaceId) cache.delete(key)
      }
    },
  }
}

function unauthorized(message: string): HttpError {
  return new HttpError(401, 'UNAUTHORIZED', message)
}

/** The key of an `Authorization: Bearer <key>` header; a malformed header is a 401. */
function bearerKey(header: string | undefined): string | undefined {
  if (header === undefined || header.trim() === '') return undefined
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header)
  if (!match?.[1]) throw unauthorized('Authorization must be "Bearer <private key>"')
  return match[1]
}

/**
 * Resolves the keys a request carries into one `AuthInfo`: every key given must be known
 * (else 401 `Unknown API key`) and belong to one space; the private kind wins when both kinds
 * are present (gen-1 sends `apiKey=<public>` plus `Authorization: Bearer <private>`).
 * Returns `undefined` when no key is given.
 */
export async function resolveAuth(
  resolver: KeyResolver,
  keys: ReadonlyArray<string | undefined>,
): Promise<AuthInfo | undefined> {
  let result: AuthInfo | undefined
  for (const key of new Set(keys)) {
    if (key === undefined || key === '') continue
    const auth = await resolver.resolve(key)
    if (!auth) throw unauthorized('Unknown API key')
    if (result && result.spaceId !== auth.spaceId) {
      throw unauthorized('The API keys of this request belong to different spaces')
    }
    if (!result || auth.kind === 'private') result = auth
  }
  return result
}

export interface AuthMiddlewareOptions {
  /** A route parameter holding a key too (the query endpoint's `:apiKey`). Default: none. */
  pathParam?: string
  /** Editor sessions (the `tessera_session` cookie). Default: none (keys only). */
  sessions?: SessionManager
}

/** Methods that change nothing: no CSRF token needed. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

function sameToken(given: string | undefined, expected: string): boolean {
  const a = Buffer.from(given ?? '')
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

/**
 * The auth of the session cookie, when the request has one and it is live. A request that
 * changes something must also carry the session's CSRF token in `X-CSRF-Token` (403 without):
 * the cookie alone is no proof that the editor, rather than another page, sent it.
 */
async function sessionAuth(
  c: Context<AppEnv>,
  sessions: SessionManager,
): Promise<AuthInfo | undefined> {
  const cookie = readSessionCookie(c.req.header('cookie'))
  if (cookie === undefined) return undefined
  const resolved = await sessions.resolve(cookie)
  if (!resolved) return undefined
  const { user, session } = resolved
  if (
    !SAFE_METHODS.has(c.req.method) &&
    !sameToken(c.req.header('x-csrf-token'), session.csrfToken)
  ) {
    throw new HttpError(403, 'CSRF', 'Missing or wrong X-CSRF-Token for this session')
  }
  return {
    spaceId: user.spaceId,
    kind: 'session',
    key: '',
    user: { id: user.id, email: user.email, name: user.name, role: user.role },
    csrfToken: session.csrfToken,
  }
}

/**
 * Sets `c.get('auth')` from the `apiKey` query parameter, the `Authorization: Bearer` header
 * and, with `pathParam`, a route parameter (see {@link resolveAuth}); without any key, from the
 * editor's session cookie when `sessions` is given. Requests with neither pass with `auth`
 * undefined; routes decide with {@link requireAuth}, {@link requirePrivate},
 * {@link requireWriter} and {@link requireAdmin}.
 */
export function authMiddleware(
  resolver: KeyResolver,
  options: AuthMiddlewareOptions = {},
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const fromPath = options.pathParam ? c.req.param(options.pathParam) : undefined
    const keys = [fromPath, c.req.query('apiKey'), bearerKey(c.req.header('authorization'))]
    const byKey = await resolveAuth(resolver, keys)
    c.set('auth', byKey ?? (options.sessions ? await sessionAuth(c, options.sessions) : undefined))
    await next()
  }
}

/** The caller's auth, or 401 `Missing API key`. */
export function requireAuth(c: Context<AppEnv>): AuthInfo {
  const auth = c.get('auth')
  if (!auth) throw unauthorized('Missing API key')
  return auth
}

/**
 * The caller's auth when it may read what the private key reads (drafts, revisions,
 * analytics): the private key or an editor session of any role; 401 without a key, 403 with a
 * public one.
 */
export function requirePrivate(c: Context<AppEnv>): AuthInfo {
  const auth = requireAuth(c)
  if (auth.kind === 'public') {
    throw new HttpError(403, 'FORBIDDEN', 'This operation needs the private key')
  }
  return auth
}

/**
 * The caller's auth when it may do what `capability` covers: the private key, or a session
 * whose role has it (`@tessera/core/permissions`); 403 naming what was refused otherwise.
 */
export function requireCapability(c: Context<AppEnv>, capability: Capability): AuthInfo {
  const auth = requirePrivate(c)
  const role = auth.user?.role
  if (role !== undefined && !roleCan(role, capability)) {
    const article = /^[aeiou]/.test(role) ? 'An' : 'A'
    throw new HttpError(
      403,
      'FORBIDDEN',
      `${article} ${role} cannot ${CAPABILITY_WORDS[capability]}`,
    )
  }
  return auth
}

/** The caller's auth when it may change content: the private key, or a role with `content`. */
export function requireWriter(c: Context<AppEnv>): AuthInfo {
  return requireCapability(c, 'content')
}

/** The caller's auth when it may manage the team (users, keys): the private key, or an admin. */
export function requireAdmin(c: Context<AppEnv>): AuthInfo {
  return requireCapability(c, 'team')
}
