import { HttpError } from '@tessera/core'
import { Hono } from 'hono'
import type { Context } from 'hono'
import { z } from 'zod'
import type { AppDeps, AppEnv } from '../app-env.ts'
import { checkPassword, hashPassword, verifyPassword } from '../auth/password.ts'
import { hashToken } from '../auth/secret-token.ts'
import { readSessionCookie, sessionCookie } from '../auth/session-cookie.ts'
import { SESSION_MAX_MS } from '../auth/session-manager.ts'
import { readJsonBody } from '../middleware/body-limit.ts'
import type { UserRecord } from '../store/account-types.ts'
import { createClientAddress, parseTrustedProxies } from '../tracking/client-address.ts'
import { createRateLimiter } from '../tracking/rate-limiter.ts'

const signInBody = z.object({ email: z.string().max(320), password: z.string().max(200) })
const linkBody = z.object({ token: z.string().min(20).max(100) })
const passwordBody = z.object({ password: z.string() })

/** The user as the editor sees it (never the password hash). */
function userView(user: { id: string; email: string; name: string; role: string }) {
  return { id: user.id, email: user.email, name: user.name, role: user.role }
}

function isHttps(c: Context<AppEnv>): boolean {
  return new URL(c.req.url).protocol === 'https:' || c.req.header('x-forwarded-proto') === 'https'
}

function requireSession(c: Context<AppEnv>) {
  const auth = c.get('auth')
  if (auth?.kind !== 'session' || !auth.user) {
    throw new HttpError(401, 'UNAUTHORIZED', 'Sign in first')
  }
  return { auth, user: auth.user }
}

/**
 * Editor sign-in (every answer `Cache-Control: no-store`):
 * - `POST /api/v1/auth/sign-in` `{ email, password }` → sets the session cookie (httpOnly,
 *   SameSite=Strict), answers `{ user, csrfToken }`; 401 for a wrong email or password (one
 *   message for both), 429 past 10 attempts a minute from an address or 10 per 15 minutes for
 *   one email.
 * - `POST /api/v1/auth/sign-in-link` `{ token }`: a one-time link's token → the same, plus
 *   `mustSetPassword` when the user has none yet.
 * - `GET /api/v1/auth/session` → `{ user, csrfToken }` of the live session, else 401.
 * - `POST /api/v1/auth/password` `{ password }` (session, CSRF): sets the password (at least
 *   10 characters) and ends the user's other sessions.
 * - `POST /api/v1/auth/sign-out` (session, CSRF): ends the session, clears the cookie.
 */
export function authRoutes(deps: AppDeps): Hono<AppEnv> {
  const { store, sessions } = deps
  const byAddress = createRateLimiter({ perMinute: 10, now: deps.now })
  const byEmail = createRateLimiter({ perMinute: 10 / 15, burst: 10, now: deps.now })
  const addressOf = createClientAddress(parseTrustedProxies(deps.config.trustedProxies))

  async function startSession(c: Context<AppEnv>, user: UserRecord) {
    const started = await sessions.start(user)
    c.header(
      'Set-Cookie',
      sessionCookie(started.cookieValue, {
        maxAgeSeconds: SESSION_MAX_MS / 1000,
        secure: isHttps(c),
      }),
    )
    return { user: userView(user), csrfToken: started.csrfToken }
  }

  const routes = new Hono<AppEnv>()
  routes.use('/api/v1/auth/*', async (c, next) => {
    c.header('Cache-Control', 'no-store')
    await next()
  })

  routes.post('/api/v1/auth/sign-in', async (c) => {
    const { email, password } = signInBody.parse(await readJsonBody(c))
    const limited = [byAddress.take(addressOf(c)), byEmail.take(email.trim().toLowerCase())].find(
      (decision) => !decision.allowed,
    )
    if (limited) {
      c.header('Retry-After', String(limited.retryAfterSeconds))
      throw new HttpError(
        429,
        'RATE_LIMITED',
        'Too many sign-in attempts: wait a little and try again',
      )
    }
    const user = await store.findUserByEmail({ email })
    if (!user || !(await verifyPassword(password, user.passwordHash))) {
      throw new HttpError(401, 'UNAUTHORIZED', 'Wrong email or password')
    }
    return c.json(await startSession(c, user))
  })

  routes.post('/api/v1/auth/sign-in-link', async (c) => {
    const { token } = linkBody.parse(await readJsonBody(c))
    const user = await store.useSignInLink({ tokenHash: hashToken(token), now: deps.now() })
    if (!user)
      throw new HttpError(401, 'UNAUTHORIZED', 'This sign-in link is used, expired or unknown')
    return c.json({ ...(await startSession(c, user)), mustSetPassword: user.passwordHash === null })
  })

  routes.get('/api/v1/auth/session', (c) => {
    const { auth, user } = requireSession(c)
    return c.json({ user: userView(user), csrfToken: auth.csrfToken })
  })

  routes.post('/api/v1/auth/password', async (c) => {
    const { user } = requireSession(c)
    const { password } = passwordBody.parse(await readJsonBody(c))
    const passwordHash = await hashPassword(checkPassword(password))
    const updated = await store.updateUser({ id: user.id, passwordHash })
    // Every session of the user ends (a stolen one too); this request gets a new one.
    await store.deleteUserSessions({ userId: user.id })
    return c.json(await startSession(c, updated))
  })

  routes.post('/api/v1/auth/sign-out', async (c) => {
    requireSession(c)
    const cookie = readSessionCookie(c.req.header('cookie'))
    if (cookie !== undefined) await sessions.end(cookie)
    c.header('Set-Cookie', sessionCookie('', { maxAgeSeconds: 0, secure: isHttps(c) }))
    return c.json({ ok: true })
  })
  return routes
}
