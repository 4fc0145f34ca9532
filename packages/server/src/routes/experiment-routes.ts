import { HttpError } from '@tessera/core'
import type { ExperimentReportResponse } from '@tessera/core'
import { Hono } from 'hono'
import { buildExperimentDaily } from '../analytics/experiment-daily.ts'
import { parseExperimentRange } from '../analytics/experiment-range.ts'
import type { ExperimentRange } from '../analytics/experiment-range.ts'
import { createSingleFlight } from '../analytics/single-flight.ts'
import { buildExperimentReport } from '../analytics/experiment-report.ts'
import type { RouteModule } from '../app.ts'
import type { AppEnv } from '../app-env.ts'
import { requirePrivate } from '../middleware/auth.ts'
import type { ContentStore } from '../store/types.ts'
import type { EventBuffer } from '../tracking/event-buffer.ts'
import { TRACK_MAX_ID_LENGTH } from '../tracking/parse-track-events.ts'

export type { ExperimentReportResponse } from '@tessera/core'

export interface ExperimentRoutesOptions {
  /** The tracking buffer: the events it holds when a read arrives are written before it reads. */
  events: EventBuffer
  /**
   * Longest wait for those events, in ms (default 1000): under a tracking backlog the report
   * answers from what is written rather than wait for the whole queue.
   */
  flushWaitMs?: number
}

/** Resolves when `work` settles or after `ms`, whichever comes first. */
async function atMost(work: Promise<void>, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined
  await Promise.race([work, new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)))])
  clearTimeout(timer)
}

/** Computes the report of `contentId` over `range` from the rollups (404 for unknown content). */
async function readReport(
  store: ContentStore,
  args: { spaceId: string; contentId: string; range: ExperimentRange },
): Promise<ExperimentReportResponse> {
  const { spaceId, contentId, range } = args
  const record = await store.getEntry({ spaceId, id: contentId })
  if (!record) throw new HttpError(404, 'NOT_FOUND', `No content ${contentId}`)
  const body = record.published ?? record.latest
  const query = { spaceId, contentId, from: range.from, to: range.to }
  const [rows, days] = await Promise.all([
    store.aggregateExperiment(query),
    store.experimentDaily(query),
  ])
  const report = buildExperimentReport({ id: record.id, variations: body.variations }, rows)
  const daily = buildExperimentDaily(
    range,
    report.variations.map((v) => v.id),
    days,
  )
  return { ...report, from: range.from, to: range.to, daily }
}

/**
 * `GET /api/v1/analytics/experiments/:contentId?from=&to=` (private key or an editor session of
 * any role) → {@link ExperimentReportResponse}: the split test of one entry, per variation (the
 * default under the content id) and per UTC day, counted in SQL from the rollups over the whole
 * UTC days that `[from, to)` touches (epoch ms or ISO dates; default the last 30 days, today
 * included; a bad range or one over ten years → 400 `INVALID_PARAMETER`). The configured split is the
 * published body's (what visitors are served), else the draft's. An unknown entry → 404
 * `NOT_FOUND`: without its variations there is no split to check the traffic against.
 *
 * Freshness: the events accepted before the read are written first, so they count; events tracked
 * while it waits are not waited for (before, a read under steady tracking waited for a queue that
 * never emptied). Under a backlog that takes longer than `flushWaitMs` to write, the report
 * answers from what is stored (the rest, at most the buffer's 10,000 queued events, count at a
 * later read). Concurrent reads of one content and range share one query.
 */
export function experimentRoutes(options: ExperimentRoutesOptions): RouteModule {
  return (deps) => {
    // Concurrent reads of one report (content and range) share one computation.
    const reports = createSingleFlight<ExperimentReportResponse>()
    const routes = new Hono<AppEnv>()
    routes.get('/api/v1/analytics/experiments/:contentId', async (c) => {
      const auth = requirePrivate(c)
      const contentId = c.req.param('contentId')
      if (contentId.length > TRACK_MAX_ID_LENGTH) {
        throw new HttpError(400, 'INVALID_PARAMETER', 'Invalid contentId: too long')
      }
      const range = parseExperimentRange({
        from: c.req.query('from'),
        to: c.req.query('to'),
        now: deps.now(),
      })
      // The events accepted before this read count (not those tracked while it waits), unless
      // writing them takes longer than flushWaitMs.
      await atMost(options.events.written(), options.flushWaitMs ?? 1000)
      const key = [auth.spaceId, contentId, range.from, range.to].join('\u0000')
      const response = await reports.run(key, () =>
        readReport(deps.store, { spaceId: auth.spaceId, contentId, range }),
      )
      c.header('Cache-Control', 'no-store')
      return c.json(response)
    })
    return routes
  }
}
