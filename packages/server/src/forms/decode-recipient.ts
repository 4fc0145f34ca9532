import { HttpError } from '@tessera/core'

/** Longest email address (RFC 5321 path limit). */
export const MAX_EMAIL_LENGTH = 254

const EMAIL_PATTERN = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/

/** A single plain address (`a@b.c`): no display name, list, spaces or line breaks. */
export function isEmailAddress(value: string): boolean {
  return value.length <= MAX_EMAIL_LENGTH && EMAIL_PATTERN.test(value)
}

/**
 * Decodes the `to` parameter of the form-submit endpoint: a base64 email address, as the form
 * blocks send it (`btoa(email)`, not URL-encoded, so a `+` arrives as a space; URL-safe base64
 * is accepted too). Throws 400 `INVALID_PARAMETER` when it is not base64 of one address.
 */
export function decodeRecipient(raw: string): string {
  const base64 = raw.trim().replaceAll(' ', '+')
  const decoded = /^[A-Za-z0-9+/_-]+={0,2}$/.test(base64)
    ? Buffer.from(base64, base64.includes('-') || base64.includes('_') ? 'base64url' : 'base64')
        .toString('utf8')
        .trim()
    : ''
  if (!isEmailAddress(decoded)) {
    throw new HttpError(
      400,
      'INVALID_PARAMETER',
      'Invalid "to": expected a base64-encoded email address',
    )
  }
  return decoded
}
