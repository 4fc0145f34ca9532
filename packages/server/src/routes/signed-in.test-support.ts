import { hashPassword } from '../auth/password.ts'
import type { UserRole } from '../store/account-types.ts'
import type { ContentStore } from '../store/types.ts'

const PASSWORD = 'correct horse battery'

/**
 * Where to sign in: a test harness as it is (`ContentTestHarness`), or a running service
 * (`get` then fetches its URL).
 */
export interface SignInTarget {
  store: Pick<ContentStore, 'createUser'>
  spaceId: string
  get(path: string, init?: RequestInit): Promise<Response>
}

/** The account to create; without an email, a unique one for the role. */
export interface SignInAccount {
  email?: string
  name?: string
}

/**
 * The headers the editor sends with a session: its cookie and its CSRF token. A type rather than
 * an interface, so it is a `Record<string, string>` too (request helpers take one).
 */
export type SessionHeaders = {
  cookie: string
  'x-csrf-token': string
}

/**
 * Signs a new user of `role` into the target's space; returns the headers the editor would
 * send (the session cookie and its CSRF token). Throws unless the sign-in answers 200.
 */
export async function signedInHeaders(
  target: SignInTarget,
  role: UserRole,
  account: SignInAccount = {},
): Promise<SessionHeaders> {
  const email = account.email ?? `${role}-${Math.random().toString(36).slice(2)}@example.com`
  await target.store.createUser({
    spaceId: target.spaceId,
    email,
    ...(account.name === undefined ? {} : { name: account.name }),
    role,
    passwordHash: await hashPassword(PASSWORD),
  })
  const response = await target.get('/api/v1/auth/sign-in', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  })
  if (response.status !== 200) throw new Error(`Sign-in answered ${response.status}`)
  const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
  const { csrfToken } = (await response.json()) as { csrfToken: string }
  return { cookie, 'x-csrf-token': csrfToken }
}

/** {@link signedInHeaders} plus `content-type: application/json`, for a session's JSON writes. */
export async function signedInJsonHeaders(
  target: SignInTarget,
  role: UserRole,
  account: SignInAccount = {},
): Promise<SessionHeaders & { 'content-type': string }> {
  return { ...(await signedInHeaders(target, role, account)), 'content-type': 'application/json' }
}
