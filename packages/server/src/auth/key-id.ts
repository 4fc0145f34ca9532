import { createHash } from 'node:crypto'

/**
 * The public handle of an API key (16 hex of its SHA-256): the key routes name keys by it, so
 * that listing and revoking never show a private key again.
 */
export function keyId(key: string): string {
  return createHash('sha256').update(key).digest('hex').slice(0, 16)
}

/** How a key is shown in lists: public keys whole, private ones by their last 4 characters. */
export function keyPreview(kind: 'public' | 'private', key: string): string {
  return kind === 'public' ? key : `…${key.slice(-4)}`
}
