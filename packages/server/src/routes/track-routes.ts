import { HttpError } from '@tessera/core'
import { Hono } from 'hono'
import type { Context, MiddlewareHandler } from 'hono'
import type { RouteModule } from '../app.ts'
import type { AppEnv } from '../app-env.ts'
import { createKeyResolver } from '../middleware/auth.ts'
import { limitBody, readJsonBody } from '../middleware/body-limit.ts'
import type { StoredEvent } from '../store/types.ts'
import { createClientAddress, parseTrustedProxies } from '../tracking/client-address.ts'
import type { EventBuffer } from '../tracking/event-buffer.ts'
import { parseTrackEvents } from '../tracking/parse-track-events.ts'
import { createRateLimiter } from '../tracking/rate-limiter.ts'

/** Largest body of one tracking request. */
export const TRACK_MAX_BODY_BYTES = 256 * 1024

/**
 * `Retry-After` of a request refused because the tracking queue is full: the writer empties a
 * full queue (10,000 events) in about a second at the rates the benchmark measures; the SDK
 * adds its own backoff and jitter on top.
 */
export const TRACK_BUSY_RETRY_AFTER_SECONDS = 1

export interface TrackRoutesOptions {
  /** Where accepted events go (shared with `analyticsRoutes`, flushed on shutdown). */
  events: EventBuffer
  /** The rate-limit key of a request. Default: its client address (see `createClientAddress`). */
  clientAddress?: (c: Context<AppEnv>) => string
  /** Largest body, in bytes. Default {@link TRACK_MAX_BODY_BYTES} (256 KiB). */
  maxBodyBytes?: number
}

/**
 * `POST /api/v1/track` with `{ events: [{ type, data: { ownerId, contentId, variationId,
 * amount, … } }] }`, as the official SDKs send it → 200 `{ accepted, dropped }` (`dropped`: the
 * invalid events and those of unknown owners, never events refused for lack of room).
 *
 * - The body is JSON whatever its content type (`navigator.sendBeacon` sends `text/plain`);
 *   malformed → 400 `MALFORMED_JSON`, over the size limit → 413, more than 1000 events → 400.
 * - No key is needed: each event names its space by `data.ownerId` (the public key); events
 *   without one use the request's key (`?apiKey=`). Invalid events and events of unknown
 *   owners are dropped and counted, never failing the others.
 * - Accepted events are queued in `events` and written in batches. A 200 means every valid
 *   event was queued, not yet stored: a database outage can still lose accepted events (counted
 *   as failed). When the queue has no room for them all (the store writes slower than events
 *   come), none is queued and the answer is 503 `BUSY` with `Retry-After`, so that the sender
 *   keeps the batch and sends it again: events are never refused silently.
 * - Each client address (`createClientAddress`: the TCP peer, or the client a trusted proxy
 *   names) may send `config.trackRateLimitPerMinute`
 *   requests a minute (0: unlimited); more → 429 `RATE_LIMITED` with `Retry-After`.
 * @example
 * const events = createEventBuffer({ store, logger })
 * createApp(deps, { routes: [trackRoutes({ events }), analyticsRoutes({ events })] })
 */
export function trackRoutes(options: TrackRoutesOptions): RouteModule {
  return (deps) => {
    const limiter = createRateLimiter({
      perMinute: deps.config.trackRateLimitPerMinute,
      now: deps.now,
    })
    const keys = createKeyResolver(deps.store, deps.now)
    const addressOf =
      options.clientAddress ??
      createClientAddress(parseTrustedProxies(deps.config.trustedProxies ?? []))

    const rateLimit: MiddlewareHandler<AppEnv> = async (c, next) => {
      const decision = limiter.take(addressOf(c))
      if (!decision.allowed) {
        c.header('Retry-After', String(decision.retryAfterSeconds))
        throw new HttpError(429, 'RATE_LIMITED', 'Too many tracking requests: retry later')
      }
      await next()
    }

    const routes = new Hono<AppEnv>()
    routes.post(
      '/api/v1/track',
      rateLimit,
      limitBody(options.maxBodyBytes ?? TRACK_MAX_BODY_BYTES),
      async (c) => {
        // NUL characters are checked per event (parseTrackEvents), so one bad event is
        // dropped alone rather than the request.
        const parsed = parseTrackEvents(await readJsonBody(c, { refuseNul: false }))
        const requestSpace = c.get('auth')?.spaceId
        // One lookup per distinct owner of this request (misses are not cached by the resolver).
        const owners = new Map<string, Promise<string | undefined>>()
        const spaceOf = (ownerId: string): Promise<string | undefined> => {
          let space = owners.get(ownerId)
          if (!space) {
            space = keys.resolve(ownerId).then((auth) => auth?.spaceId)
            owners.set(ownerId, space)
          }
          return space
        }
        const createdAt = deps.now()
        const stored: StoredEvent[] = []
        for (const { type, data } of parsed.events) {
          const spaceId = data.ownerId ? await spaceOf(data.ownerId) : requestSpace
          if (spaceId === undefined) continue
          stored.push({
            spaceId,
            type,
            contentId: data.contentId || null,
            variationId: data.variationId || null,
            amount: data.amount ?? null,
            sessionId: data.sessionId || null,
            visitorId: data.visitorId || null,
            createdAt,
            data,
          })
        }
        c.header('Cache-Control', 'no-store')
        if (!options.events.push(stored)) {
          c.header('Retry-After', String(TRACK_BUSY_RETRY_AFTER_SECONDS))
          throw new HttpError(503, 'BUSY', 'Tracking is busy: nothing was kept, retry later', {
            expose: true,
          })
        }
        const accepted = stored.length
        return c.json({ accepted, dropped: parsed.events.length + parsed.invalid - accepted })
      },
    )
    return routes
  }
}
