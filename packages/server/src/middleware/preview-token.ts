import { createHmac, timingSafeEqual } from 'node:crypto'

/** What a preview token grants: reading drafts of one space until `expiresAt` (epoch ms). */
export interface PreviewTokenClaims {
  spaceId: string
  expiresAt: number
}

function sign(payload: string, secret: string): string {
  return createHmac('sha256', secret).update(payload).digest('base64url')
}

/**
 * A signed, expiring token that lets a page in the editor's preview read drafts (`preview`,
 * `overrides`) with the public key alone: `<base64url(JSON claims)>.<base64url(HMAC-SHA256)>`.
 * Sent as the `previewToken` parameter (the official SDKs forward `builder.previewToken` from
 * the page URL) or the `X-Preview-Token` header.
 * @example
 * createPreviewToken({ spaceId, expiresAt: Date.now() + 3_600_000 }, config.previewSecret)
 */
export function createPreviewToken(claims: PreviewTokenClaims, secret: string): string {
  const payload = Buffer.from(
    JSON.stringify({ spaceId: claims.spaceId, expiresAt: claims.expiresAt }),
  ).toString('base64url')
  return `${payload}.${sign(payload, secret)}`
}

/**
 * The claims of a token whose signature holds and which has not expired at `now`; `undefined`
 * for anything else (tampered, expired, malformed). Never throws.
 */
export function verifyPreviewToken(
  token: string,
  secret: string,
  now: number = Date.now(),
): PreviewTokenClaims | undefined {
  const parts = token.split('.')
  if (parts.length !== 2) return undefined
  const [payload = '', signature = ''] = parts
  const expected = Buffer.from(sign(payload, secret))
  const given = Buffer.from(signature)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as unknown
    if (typeof claims !== 'object' || claims === null) return undefined
    const { spaceId, expiresAt } = claims as Record<string, unknown>
    if (typeof spaceId !== 'string' || typeof expiresAt !== 'number') return undefined
    if (!(expiresAt > now)) return undefined
    return { spaceId, expiresAt }
  } catch {
    return undefined
  }
}
