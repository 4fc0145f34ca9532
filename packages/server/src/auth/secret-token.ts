import { createHash, randomBytes } from 'node:crypto'

/** A random token (32 bytes, base64url): session ids, CSRF tokens, sign-in links. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url')
}

/** How a token is stored: its SHA-256, so the database alone opens nothing. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url')
}
