import { hashPassword } from '../auth/password.ts'
import type { UserRole } from '../store/account-types.ts'
import type { ContentTestHarness } from './content-harness.test-support.ts'

const PASSWORD = 'correct horse battery'

/**
 * Signs a new user of `role` into the harness's space; returns the headers the editor would
 * send (the session cookie and its CSRF token).
 */
export async function signedInHeaders(
  h: ContentTestHarness,
  role: UserRole,
): Promise<{ cookie: string; 'x-csrf-token': string }> {
  const email = `${role}-${Math.random().toString(36).slice(2)}@example.com`
  await h.store.createUser({
    spaceId: h.spaceId,
    email,
    role,
    passwordHash: await hashPassword(PASSWORD),
  })
  const response = await h.get('/api/v1/auth/sign-in', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  })
  if (response.status !== 200) throw new Error(`Sign-in answered ${response.status}`)
  const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
  const { csrfToken } = (await response.json()) as { csrfToken: string }
  return { cookie, 'x-csrf-token': csrfToken }
}
