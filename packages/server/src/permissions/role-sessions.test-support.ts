import type { Role } from '@tessera/core/permissions'
import { SESSION_COOKIE } from '../auth/session-cookie.ts'
import { createSessionManager } from '../auth/session-manager.ts'
import type { ContentTestHarness } from '../routes/content-harness.test-support.ts'

/** What a test sends to act as a signed-in user: the session cookie and the CSRF token. */
export interface RoleSession {
  role: Role
  email: string
  userId: string
  headers: Record<string, string>
}

/**
 * Test helper: a user of `role` in the harness's space with a live session (started on the
 * store directly, so tests are not held up by the sign-in rate limit).
 */
export async function roleSession(
  h: ContentTestHarness,
  role: Role,
  name: string = role,
): Promise<RoleSession> {
  const email = `${name}-${Math.random().toString(36).slice(2, 8)}@example.com`
  const user = await h.store.createUser({ spaceId: h.spaceId, email, role })
  const started = await createSessionManager(h.store, () => h.clock.now).start(user)
  return {
    role,
    email,
    userId: user.id,
    headers: {
      cookie: `${SESSION_COOKIE}=${started.cookieValue}`,
      'x-csrf-token': started.csrfToken,
    },
  }
}

/** A JSON request as `session` (or with the private key when `session` is a key string). */
export function sendAs(
  h: ContentTestHarness,
  who: RoleSession | string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  const auth = typeof who === 'string' ? { authorization: `Bearer ${who}` } : who.headers
  return h.get(path, {
    method,
    headers: {
      ...auth,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
}
