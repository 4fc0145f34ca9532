import { HttpError } from '@tessera/core'
import { Hono } from 'hono'
import { z } from 'zod'
import type { AppDeps, AppEnv } from '../app-env.ts'
import { issueSignInLink } from '../auth/sign-in-link.ts'
import { readJsonBody } from '../middleware/body-limit.ts'
import { requireAdmin } from '../middleware/auth.ts'
import { USER_ROLES } from '../store/account-types.ts'
import type { UserRecord } from '../store/account-types.ts'

const role = z.enum(USER_ROLES as [string, ...string[]], {
  error: `expected one of ${USER_ROLES.join(', ')}`,
})
const createBody = z.object({
  email: z.string().max(320),
  role,
  name: z.string().max(200).optional(),
})
const updateBody = z.object({ role: role.optional(), name: z.string().min(1).max(200).optional() })

function view(user: UserRecord) {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role: user.role,
    hasPassword: user.passwordHash !== null,
    createdAt: user.createdAt,
  }
}

/**
 * The space's editor accounts (admin session or private key; `Cache-Control: no-store`):
 * - `GET /api/v1/users` → `{ results: [user] }`;
 * - `POST /api/v1/users` `{ email, role, name? }` → 201 `{ user, signInUrl }`: a one-time link
 *   (a day) to give the new user, who sets a password with it;
 * - `POST /api/v1/users/:id/sign-in-link` → `{ signInUrl }` (a forgotten password);
 * - `PATCH /api/v1/users/:id` `{ role?, name? }` → the user; a new role ends their sessions;
 * - `DELETE /api/v1/users/:id` → `{ ok, user }`: the user and their sessions are gone.
 * The last admin of a space can neither be removed nor lose the role (409).
 */
export function usersRoutes(deps: AppDeps): Hono<AppEnv> {
  const { store } = deps
  const routes = new Hono<AppEnv>()
  const baseUrl = (url: string) => new URL(url).origin

  async function loadUser(spaceId: string, id: string): Promise<UserRecord> {
    const user = await store.getUser({ id })
    if (!user || user.spaceId !== spaceId) throw new HttpError(404, 'NOT_FOUND', `No user ${id}`)
    return user
  }

  /** 409 when `user` is the space's only admin (the space would have nobody to manage it). */
  async function keepAnAdmin(user: UserRecord, what: string): Promise<void> {
    if (user.role !== 'admin') return
    const admins = (await store.listUsers({ spaceId: user.spaceId })).filter(
      (other) => other.role === 'admin',
    )
    if (admins.length <= 1) {
      throw new HttpError(409, 'LAST_ADMIN', `${user.email} is the last admin: cannot ${what}`)
    }
  }

  routes.use('/api/v1/users', async (c, next) => {
    c.header('Cache-Control', 'no-store')
    await next()
  })
  routes.use('/api/v1/users/*', async (c, next) => {
    c.header('Cache-Control', 'no-store')
    await next()
  })

  routes.get('/api/v1/users', async (c) => {
    const { spaceId } = requireAdmin(c)
    return c.json({ results: (await store.listUsers({ spaceId })).map(view) })
  })

  routes.post('/api/v1/users', async (c) => {
    const { spaceId } = requireAdmin(c)
    const body = createBody.parse(await readJsonBody(c))
    const user = await store.createUser({
      spaceId,
      email: body.email,
      role: body.role as UserRecord['role'],
      ...(body.name ? { name: body.name } : {}),
    })
    const signInUrl = await issueSignInLink({
      store,
      user,
      now: deps.now(),
      baseUrl: baseUrl(c.req.url),
    })
    return c.json({ user: view(user), signInUrl }, 201)
  })

  routes.post('/api/v1/users/:id/sign-in-link', async (c) => {
    const { spaceId } = requireAdmin(c)
    const user = await loadUser(spaceId, c.req.param('id'))
    const signInUrl = await issueSignInLink({
      store,
      user,
      now: deps.now(),
      baseUrl: baseUrl(c.req.url),
    })
    return c.json({ signInUrl })
  })

  routes.patch('/api/v1/users/:id', async (c) => {
    const { spaceId } = requireAdmin(c)
    const user = await loadUser(spaceId, c.req.param('id'))
    const body = updateBody.parse(await readJsonBody(c))
    if (body.role !== undefined && body.role !== 'admin') await keepAnAdmin(user, 'change the role')
    const updated = await store.updateUser({
      id: user.id,
      ...(body.role ? { role: body.role as UserRecord['role'] } : {}),
      ...(body.name ? { name: body.name } : {}),
    })
    if (body.role !== undefined && body.role !== user.role)
      await store.deleteUserSessions({ userId: user.id })
    return c.json(view(updated))
  })

  routes.delete('/api/v1/users/:id', async (c) => {
    const { spaceId } = requireAdmin(c)
    const user = await loadUser(spaceId, c.req.param('id'))
    await keepAnAdmin(user, 'remove them')
    await store.deleteUser({ id: user.id })
    return c.json({ ok: true, user: view(user) })
  })
  return routes
}
