import { HttpError } from '@tessera/core'
import { Hono } from 'hono'
import { buildExperimentReport } from '../analytics/experiment-report.ts'
import type { ExperimentReport } from '../analytics/experiment-report.ts'
import type { RouteModule } from '../app.ts'
import type { AppEnv } from '../app-env.ts'
import { requirePrivate } from '../middleware/auth.ts'
import type { EventBuffer } from '../tracking/event-buffer.ts'
import { parseAnalyticsRange } from '../tracking/parse-analytics-range.ts'
import { TRACK_MAX_ID_LENGTH } from '../tracking/parse-track-events.ts'

/** Body of `GET /api/v1/analytics/experiments/:contentId`. */
export interface ExperimentReportResponse extends ExperimentReport {
  /** Epoch ms, inclusive. */
  from: number
  /** Epoch ms, exclusive. */
  to: number
}

export interface ExperimentRoutesOptions {
  /** The tracking buffer, flushed before reading so that fresh events count. */
  events: EventBuffer
}

/**
 * `GET /api/v1/analytics/experiments/:contentId?from=&to=` (private key or an editor session of
 * any role) → {@link ExperimentReportResponse}: the split test of one entry, per variation (the
 * default under the content id), counted in SQL over `[from, to)` (epoch ms or ISO dates;
 * default the last 30 days; a bad range → 400 `INVALID_PARAMETER`). The configured split is the
 * published body's (what visitors are served), else the draft's. An unknown entry → 404
 * `NOT_FOUND`: without its variations there is no split to check the traffic against.
 */
export function experimentRoutes(options: ExperimentRoutesOptions): RouteModule {
  return (deps) => {
    const routes = new Hono<AppEnv>()
    routes.get('/api/v1/analytics/experiments/:contentId', async (c) => {
      const auth = requirePrivate(c)
      const contentId = c.req.param('contentId')
      if (contentId.length > TRACK_MAX_ID_LENGTH) {
        throw new HttpError(400, 'INVALID_PARAMETER', 'Invalid contentId: too long')
      }
      const range = parseAnalyticsRange({
        from: c.req.query('from'),
        to: c.req.query('to'),
        now: deps.now(),
      })
      const record = await deps.store.getEntry({ spaceId: auth.spaceId, id: contentId })
      if (!record) throw new HttpError(404, 'NOT_FOUND', `No content ${contentId}`)
      const body = record.published ?? record.latest
      await options.events.flush()
      const rows = await deps.store.aggregateExperiment({
        spaceId: auth.spaceId,
        contentId,
        ...range,
      })
      const report = buildExperimentReport({ id: record.id, variations: body.variations }, rows)
      const response: ExperimentReportResponse = { ...report, ...range }
      c.header('Cache-Control', 'no-store')
      return c.json(response)
    })
    return routes
  }
}
