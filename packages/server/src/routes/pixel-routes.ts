import { HttpError } from '@tessera/core'
import { Hono } from 'hono'
import type { RouteModule } from '../app.ts'
import type { AppEnv } from '../app-env.ts'
import { requireAuth } from '../middleware/auth.ts'
import type { EventBuffer } from '../tracking/event-buffer.ts'
import { TRACK_BUSY_RETRY_AFTER_SECONDS } from './track-routes.ts'

/** A transparent 1×1 GIF (GIF89a, one transparent pixel), 43 bytes. */
export const PIXEL_GIF = Uint8Array.from(
  Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'),
)

/** Longest id taken from the query string. */
const MAX_ID_LENGTH = 256
const ID = /^[\w.:-]+$/

function optionalId(value: string | undefined, name: string): string | null {
  if (value === undefined || value === '') return null
  if (value.length > MAX_ID_LENGTH || !ID.test(value)) {
    throw new HttpError(400, 'INVALID_QUERY', `"${name}" must be an id (letters, digits, _ . : -)`)
  }
  return value
}

export interface PixelRoutesOptions {
  /** Where the impressions go (the tracking routes' buffer). */
  events: EventBuffer
}

/**
 * `GET /api/v1/pixel?apiKey=<public key>`: the gen-1 SDK's tracking pixel (an `<img>` that
 * `@builder.io/react` adds to content, with only `apiKey` in its query). Answers a 1×1
 * transparent GIF, never cached, and records an `impression` of the key's space; Tessera also
 * reads optional `contentId` and `variationId` so that a pixel can count for one content.
 * When the tracking queue is full the impression is not kept and the answer is 503 (with the
 * GIF and `Retry-After`: an image is not retried, but the refusal is not hidden).
 * No key → 401 `Missing API key`, an unknown key → 401 (from the auth middleware), a malformed
 * id → 400.
 */
export function pixelRoutes(options: PixelRoutesOptions): RouteModule {
  return (deps) => {
    const routes = new Hono<AppEnv>()
    routes.get('/api/v1/pixel', (c) => {
      const auth = requireAuth(c)
      const contentId = optionalId(c.req.query('contentId'), 'contentId')
      const variationId = optionalId(c.req.query('variationId'), 'variationId')
      const referer = c.req.header('referer')
      const kept = options.events.push([
        {
          spaceId: auth.spaceId,
          type: 'impression',
          contentId,
          variationId,
          amount: null,
          sessionId: null,
          visitorId: null,
          createdAt: deps.now(),
          data: {
            source: 'pixel',
            ...(contentId === null ? {} : { contentId }),
            ...(variationId === null ? {} : { variationId }),
            ...(referer ? { url: referer.slice(0, 2048) } : {}),
          },
        },
      ])
      // Refused (the tracking queue is full): still the GIF, so the page shows no broken image,
      // but with 503 and Retry-After so the loss is visible in the access log and to monitors.
      return c.body(PIXEL_GIF, kept ? 200 : 503, {
        'Content-Type': 'image/gif',
        'Content-Length': String(PIXEL_GIF.byteLength),
        'Cache-Control': 'no-store',
        ...(kept ? {} : { 'Retry-After': String(TRACK_BUSY_RETRY_AFTER_SECONDS) }),
      })
    })
    return routes
  }
}
