import { HttpError } from '@tessera/core'
import { Hono } from 'hono'
import type { AppDeps, AppEnv } from '../app-env.ts'
import { requirePrivate } from '../middleware/auth.ts'
import { limitBody, readJsonBody } from '../middleware/body-limit.ts'
import { createPreviewToken } from '../middleware/preview-token.ts'

/** Lifetime of a preview token when the request names none, in seconds (1 hour). */
export const DEFAULT_PREVIEW_TTL_SECONDS = 3600
/** Longest lifetime of a preview token, in seconds (7 days). */
export const MAX_PREVIEW_TTL_SECONDS = 7 * 24 * 3600

/** Largest body of a preview-token request, in bytes. */
const MAX_BODY_BYTES = 1024

function invalid(message: string): HttpError {
  return new HttpError(400, 'INVALID_PARAMETER', message)
}

/** `ttlSeconds` of the body: absent → the default; else an integer from 1 to the maximum. */
function readTtl(body: unknown): number {
  if (body === undefined) return DEFAULT_PREVIEW_TTL_SECONDS
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw invalid('The body must be empty or an object {ttlSeconds}')
  }
  const record = body as Record<string, unknown>
  const unknown = Object.keys(record).find((key) => key !== 'ttlSeconds')
  if (unknown !== undefined) throw invalid(`Invalid ${unknown}: unknown field`)
  const ttl = record.ttlSeconds
  if (ttl === undefined) return DEFAULT_PREVIEW_TTL_SECONDS
  if (
    typeof ttl !== 'number' ||
    !Number.isInteger(ttl) ||
    ttl < 1 ||
    ttl > MAX_PREVIEW_TTL_SECONDS
  ) {
    throw invalid(`Invalid ttlSeconds: expected an integer from 1 to ${MAX_PREVIEW_TTL_SECONDS}`)
  }
  return ttl
}

/**
 * `POST /api/v1/preview-token` (private key; 401 without a key, 403 with a public one) with an
 * optional body `{ ttlSeconds? }` (default {@link DEFAULT_PREVIEW_TTL_SECONDS}, at most
 * {@link MAX_PREVIEW_TTL_SECONDS}) → `{ token, expiresAt }` (epoch ms): a signed token that lets
 * the editor's preview read drafts of the space with the public key (`previewToken` parameter
 * or `X-Preview-Token` header) until it expires. Signed with `config.previewSecret`.
 */
export function previewRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>()
  routes.post(
    '/api/v1/preview-token',
    async (c, next) => {
      c.header('Cache-Control', 'no-store')
      requirePrivate(c)
      await next()
    },
    limitBody(MAX_BODY_BYTES),
    async (c) => {
      const { spaceId } = requirePrivate(c)
      const text = await c.req.text()
      const ttl = readTtl(text.trim() === '' ? undefined : await readJsonBody(c))
      const expiresAt = deps.now() + ttl * 1000
      const token = createPreviewToken({ spaceId, expiresAt }, deps.config.previewSecret)
      return c.json({ token, expiresAt })
    },
  )
  return routes
}
