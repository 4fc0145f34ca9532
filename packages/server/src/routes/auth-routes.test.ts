import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { hashPassword } from '../auth/password.ts'
import { issueSignInLink } from '../auth/sign-in-link.ts'
import { SESSION_IDLE_MS } from '../auth/session-manager.ts'
import type { UserRole } from '../store/account-types.ts'
import { createContentTestHarness } from './content-harness.test-support.ts'
import type { ContentTestHarness } from './content-harness.test-support.ts'
import { writeRoutes } from './write-routes.ts'

const PASSWORD = 'correct horse battery'
let h: ContentTestHarness

beforeEach(async () => {
  h = await createContentTestHarness({ routes: [writeRoutes] })
})
afterEach(() => h.close())

async function user(email: string, role: UserRole, password: string | null = PASSWORD) {
  return h.store.createUser({
    spaceId: h.spaceId,
    email,
    role,
    passwordHash: password === null ? null : await hashPassword(password),
  })
}

interface Signed {
  cookie: string
  csrfToken: string
  setCookie: string
}

async function signIn(email: string, password = PASSWORD): Promise<Signed> {
  const response = await post('/api/v1/auth/sign-in', { email, password })
  expect(response.status).toBe(200)
  const setCookie = response.headers.get('set-cookie') ?? ''
  const body = (await response.json()) as { csrfToken: string }
  return { cookie: setCookie.split(';')[0] ?? '', csrfToken: body.csrfToken, setCookie }
}

function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  return h.get(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })
}

const asSession = (signed: Signed, withCsrf = true) => ({
  cookie: signed.cookie,
  ...(withCsrf ? { 'x-csrf-token': signed.csrfToken } : {}),
})

describe('editor sign-in and sessions', () => {
  it('signs in with email and password into an httpOnly SameSite=Strict cookie', async () => {
    await user('ada@example.com', 'editor')
    const signed = await signIn('ADA@example.com')
    expect(signed.setCookie).toMatch(
      /^tessera_session=[\w-]{43}; Path=\/; HttpOnly; SameSite=Strict; Max-Age=604800$/,
    )
    const session = await h.get('/api/v1/auth/session', { headers: { cookie: signed.cookie } })
    expect(await session.json()).toEqual({
      user: { id: expect.any(String), email: 'ada@example.com', name: 'ada', role: 'editor' },
      csrfToken: signed.csrfToken,
    })
    expect(
      JSON.stringify(
        await (await h.get('/api/v1/auth/session', { headers: { cookie: signed.cookie } })).json(),
      ),
    ).not.toContain(h.privateKey)
  })

  it('answers one 401 for a wrong password and an unknown email', async () => {
    await user('ada@example.com', 'editor')
    for (const body of [
      { email: 'ada@example.com', password: 'wrong password!' },
      { email: 'nobody@example.com', password: PASSWORD },
    ]) {
      const response = await post('/api/v1/auth/sign-in', body)
      expect(response.status).toBe(401)
      expect(await response.json()).toEqual({
        error: { code: 'UNAUTHORIZED', message: 'Wrong email or password' },
      })
    }
    expect((await h.get('/api/v1/auth/session')).status).toBe(401)
  })

  it('limits sign-in attempts with 429', async () => {
    await user('ada@example.com', 'editor')
    const statuses = []
    for (let attempt = 0; attempt < 11; attempt += 1) {
      statuses.push(
        (
          await post('/api/v1/auth/sign-in', {
            email: 'ada@example.com',
            password: 'nope nope nope',
          })
        ).status,
      )
    }
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true)
    expect(statuses[10]).toBe(429)
  })

  it('lets a session write only with its CSRF token, and never a viewer', async () => {
    await user('ed@example.com', 'designer')
    await user('vi@example.com', 'viewer')
    const editor = await signIn('ed@example.com')
    const viewer = await signIn('vi@example.com')
    const create = (signed: Signed, withCsrf = true) =>
      post('/api/v1/write/page', { name: 'New' }, asSession(signed, withCsrf))
    const refused = await create(editor, false)
    expect(refused.status).toBe(403)
    expect(await refused.json()).toEqual({
      error: { code: 'CSRF', message: 'Missing or wrong X-CSRF-Token for this session' },
    })
    const created = await create(editor)
    expect(created.status).toBe(201)
    expect(await created.json()).toMatchObject({ name: 'New', lastUpdatedBy: 'ed@example.com' })
    const viewed = await create(viewer)
    expect(viewed.status).toBe(403)
    expect(await viewed.json()).toEqual({
      error: {
        code: 'FORBIDDEN',
        message: 'A viewer cannot change content (POST /api/v1/write/page)',
      },
    })
    const list = await h.get('/api/v1/write/page', { headers: { cookie: viewer.cookie } })
    expect(list.status).toBe(200)
    expect(((await list.json()) as { results: unknown[] }).results).toHaveLength(1)
  })

  it('refuses write access without a session', async () => {
    expect((await post('/api/v1/write/page', { name: 'x' })).status).toBe(401)
    const forged = await post(
      '/api/v1/write/page',
      { name: 'x' },
      { cookie: 'tessera_session=forgedforgedforgedforgedforged' },
    )
    expect(forged.status).toBe(401)
  })

  it('ends a session on sign-out and after 12 idle hours', async () => {
    await user('ada@example.com', 'editor')
    const first = await signIn('ada@example.com')
    const out = await post('/api/v1/auth/sign-out', {}, asSession(first))
    expect(out.headers.get('set-cookie')).toContain('Max-Age=0')
    expect(
      (await h.get('/api/v1/auth/session', { headers: { cookie: first.cookie } })).status,
    ).toBe(401)
    const second = await signIn('ada@example.com')
    h.clock.now += SESSION_IDLE_MS
    expect(
      (await h.get('/api/v1/auth/session', { headers: { cookie: second.cookie } })).status,
    ).toBe(401)
  })

  it('signs in once with a link, sets a password, and ends the other sessions', async () => {
    const newcomer = await user('new@example.com', 'admin', null)
    const url = await issueSignInLink({
      store: h.store,
      user: newcomer,
      now: h.clock.now,
      baseUrl: 'http://t',
    })
    const token = url.split('#sign-in=')[1] ?? ''
    const linked = await post('/api/v1/auth/sign-in-link', { token })
    expect(linked.status).toBe(200)
    const body = (await linked.json()) as { csrfToken: string; mustSetPassword: boolean }
    expect(body.mustSetPassword).toBe(true)
    expect((await post('/api/v1/auth/sign-in-link', { token })).status).toBe(401)
    const session = {
      cookie: (linked.headers.get('set-cookie') ?? '').split(';')[0] ?? '',
      csrfToken: body.csrfToken,
      setCookie: '',
    }
    const short = await post('/api/v1/auth/password', { password: 'short' }, asSession(session))
    expect(short.status).toBe(400)
    const set = await post('/api/v1/auth/password', { password: PASSWORD }, asSession(session))
    expect(set.status).toBe(200)
    expect(
      (await h.get('/api/v1/auth/session', { headers: { cookie: session.cookie } })).status,
    ).toBe(401)
    await signIn('new@example.com')
  })
})

describe('user accounts', () => {
  it('lets an admin add a user with a sign-in link, and no one else', async () => {
    await user('admin@example.com', 'admin')
    await user('ed@example.com', 'editor')
    const admin = await signIn('admin@example.com')
    const created = await post(
      '/api/v1/users',
      { email: 'new@example.com', role: 'viewer' },
      asSession(admin),
    )
    expect(created.status).toBe(201)
    expect(await created.json()).toEqual({
      user: expect.objectContaining({
        email: 'new@example.com',
        role: 'viewer',
        hasPassword: false,
      }),
      signInUrl: expect.stringMatching(/^http:\/\/localhost\/editor\/#sign-in=[\w-]{43}$/),
    })
    const editor = await signIn('ed@example.com')
    const refused = await h.get('/api/v1/users', { headers: { cookie: editor.cookie } })
    expect(refused.status).toBe(403)
    const byKey = await h.get('/api/v1/users', {
      headers: { authorization: `Bearer ${h.privateKey}` },
    })
    expect(((await byKey.json()) as { results: unknown[] }).results).toHaveLength(3)
  })

  it('ends the sessions of a user whose role changes', async () => {
    await user('admin@example.com', 'admin')
    const ed = await user('ed@example.com', 'editor')
    const admin = await signIn('admin@example.com')
    const editor = await signIn('ed@example.com')
    const patched = await h.get(`/api/v1/users/${ed.id}`, {
      method: 'PATCH',
      headers: { ...asSession(admin), 'content-type': 'application/json' },
      body: JSON.stringify({ role: 'viewer' }),
    })
    expect(await patched.json()).toMatchObject({ role: 'viewer' })
    expect(
      (await h.get('/api/v1/auth/session', { headers: { cookie: editor.cookie } })).status,
    ).toBe(401)
  })
})
