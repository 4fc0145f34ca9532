/** Name of the editor's session cookie. */
export const SESSION_COOKIE = 'tessera_session'

/**
 * The `Set-Cookie` value of a session: `HttpOnly` (scripts cannot read it), `SameSite=Strict`
 * (no other site's page sends it), `Path=/`, `Secure` over HTTPS, expiring with the session.
 * An empty `value` with `maxAgeSeconds` 0 clears it.
 */
export function sessionCookie(
  value: string,
  options: { maxAgeSeconds: number; secure: boolean },
): string {
  const parts = [
    `${SESSION_COOKIE}=${value}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Strict',
    `Max-Age=${Math.max(0, Math.floor(options.maxAgeSeconds))}`,
  ]
  if (options.secure) parts.push('Secure')
  return parts.join('; ')
}

/** The session cookie's value in a `Cookie` header, or undefined. */
export function readSessionCookie(header: string | undefined): string | undefined {
  for (const pair of (header ?? '').split(';')) {
    const [name, ...rest] = pair.trim().split('=')
    if (name === SESSION_COOKIE) {
      const value = rest.join('=')
      return /^[\w-]{20,100}$/.test(value) ? value : undefined
    }
  }
  return undefined
}
