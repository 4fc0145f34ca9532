import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto'
import { ValidationError } from '@tessera/core'

/** Shortest password accepted. */
export const MIN_PASSWORD_LENGTH = 10
/** Longest password accepted (a bound on the work one request can ask for). */
export const MAX_PASSWORD_LENGTH = 200

/**
 * scrypt parameters: N = 2^15, r = 8, p = 1 takes 32 MiB and about 0.1 s per hash here, so a
 * stolen table costs an attacker as much per guess. Stored with each hash, so they can grow
 * later without breaking old hashes.
 */
const COST = { N: 2 ** 15, r: 8, p: 1 }
const KEY_LENGTH = 32

function derive(password: string, salt: Buffer, N: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, KEY_LENGTH, { N, r, p, maxmem: 256 * N * r }, (error, key) =>
      error ? reject(error) : resolve(key),
    )
  })
}

/** Throws a ValidationError unless the password is long enough (and not absurdly long). */
export function checkPassword(password: unknown): string {
  if (typeof password !== 'string' || password.length < MIN_PASSWORD_LENGTH) {
    throw new ValidationError(`A password needs at least ${MIN_PASSWORD_LENGTH} characters`)
  }
  if (password.length > MAX_PASSWORD_LENGTH) {
    throw new ValidationError(`A password has at most ${MAX_PASSWORD_LENGTH} characters`)
  }
  return password
}

/** `scrypt$N$r$p$<salt>$<hash>` (base64url) of a password, with a random salt. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16)
  const key = await derive(password, salt, COST.N, COST.r, COST.p)
  return [
    'scrypt',
    COST.N,
    COST.r,
    COST.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$')
}

/** Whether `password` matches a hash from {@link hashPassword} (constant-time). Never throws. */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const parts = (stored ?? '').split('$')
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number]
  if (![N, r, p].every(Number.isSafeInteger) || N > 2 ** 20 || r > 32 || p > 4) return false
  try {
    const expected = Buffer.from(parts[5] ?? '', 'base64url')
    const key = await derive(password, Buffer.from(parts[4] ?? '', 'base64url'), N, r, p)
    return expected.length === key.length && timingSafeEqual(expected, key)
  } catch {
    return false
  }
}
