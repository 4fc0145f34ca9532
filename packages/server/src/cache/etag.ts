import { createHash } from 'node:crypto'

/** A strong ETag of a body: a quoted, base64url SHA-256 prefix (`"q3k…"`, 22 characters). */
export function computeEtag(body: string): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`
}

/**
 * Whether an `If-None-Match` header matches `etag` (`*`, or one of a comma-separated list;
 * weak `W/` tags compare by their value, as RFC 9110 asks for `If-None-Match`).
 */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  const bare = etag.replace(/^W\//, '')
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim())
    .some((tag) => tag === '*' || tag.replace(/^W\//, '') === bare)
}
