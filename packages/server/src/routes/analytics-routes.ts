import { HttpError } from '@tessera/core'
import { Hono } from 'hono'
import type { RouteModule } from '../app.ts'
import type { AppEnv } from '../app-env.ts'
import { requirePrivate } from '../middleware/auth.ts'
import type { AnalyticsRow } from '../store/types.ts'
import type { EventBuffer } from '../tracking/event-buffer.ts'
import { parseAnalyticsRange } from '../tracking/parse-analytics-range.ts'
import { TRACK_MAX_ID_LENGTH } from '../tracking/parse-track-events.ts'

/** One row of the analytics endpoint: the store's aggregate plus the conversion rate. */
export interface AnalyticsResult extends AnalyticsRow {
  /** conversions / impressions; 0 without impressions. */
  conversionRate: number
}

/** Body of `GET /api/v1/analytics`. */
export interface AnalyticsResponse {
  results: AnalyticsResult[]
  /** Epoch ms, inclusive. */
  from: number
  /** Epoch ms, exclusive. */
  to: number
}

export interface AnalyticsRoutesOptions {
  /** The tracking buffer, flushed before reading so that fresh events count. */
  events: EventBuffer
}

/**
 * `GET /api/v1/analytics?from=&to=&contentId=` (private key) → {@link AnalyticsResponse}:
 * impressions, clicks, conversions and conversion amount per content and variation (the
 * default variation under the content id). `from`/`to` are epoch ms or ISO dates; default the
 * last 30 days; a bad range → 400 `INVALID_PARAMETER`.
 */
export function analyticsRoutes(options: AnalyticsRoutesOptions): RouteModule {
  return (deps) => {
    const routes = new Hono<AppEnv>()
    routes.get('/api/v1/analytics', async (c) => {
      const auth = requirePrivate(c)
      const range = parseAnalyticsRange({
        from: c.req.query('from'),
        to: c.req.query('to'),
        now: deps.now(),
      })
      const contentId = c.req.query('contentId') || undefined
      if (contentId !== undefined && contentId.length > TRACK_MAX_ID_LENGTH) {
        throw new HttpError(400, 'INVALID_PARAMETER', 'Invalid contentId: too long')
      }
      await options.events.flush()
      const rows = await deps.store.aggregateEvents({ spaceId: auth.spaceId, ...range, contentId })
      const body: AnalyticsResponse = {
        results: rows.map((row) => ({
          ...row,
          conversionRate: row.impressions > 0 ? row.conversions / row.impressions : 0,
        })),
        ...range,
      }
      c.header('Cache-Control', 'no-store')
      return c.json(body)
    })
    return routes
  }
}
