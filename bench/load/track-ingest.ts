/**
 * Tracking ingest benchmark: `POST /api/v1/track` batches over HTTP into SQLite.
 * @module
 */
import { join } from 'node:path'
import { createEventBuffer, createLogger, trackRoutes } from '@tessera/server'
import type { EventBuffer } from '@tessera/server'
import { BENCH_API_KEY, measure, startService } from './bench-service.ts'
import type { BenchLoad, MeasuredLoad } from './bench-service.ts'
import type { LoadClient } from './load-client.ts'
import { seedPages } from './seed-pages.ts'

/** Tracking ingest over HTTP into SQLite. */
export interface TrackBenchRow {
  batchSize: number
  load: MeasuredLoad
  /** Events the route took (queued). */
  accepted: number
  /** Events refused by the full queue or invalid. */
  dropped: number
  /** Events written to SQLite by the end of the flush. */
  inserted: number
  /** `inserted` ÷ (load time + final flush). */
  eventsPerSecond: number
}

/**
 * Measures tracking ingest on a fresh database in `dir`: requests of `batchSize` events (the
 * event buffer with its defaults), then a final flush; events stored per second count both.
 */
export async function benchTracking(
  dir: string,
  client: LoadClient,
  load: BenchLoad,
  batchSize: number,
): Promise<TrackBenchRow> {
  const filename = join(dir, 'tracking.db')
  await seedPages({ filename, count: 10, apiKey: BENCH_API_KEY })
  const logger = createLogger({ quiet: true })
  let buffer: EventBuffer | undefined
  const service = await startService(filename, (store) => {
    buffer = createEventBuffer({ store, logger })
    return [trackRoutes({ events: buffer })]
  })
  const events = buffer as EventBuffer
  try {
    const body = JSON.stringify({
      events: Array.from({ length: batchSize }, (_, i) => ({
        type: i % 10 === 0 ? 'click' : 'impression',
        data: {
          ownerId: BENCH_API_KEY,
          contentId: `p-${i % 10}`,
          sessionId: `session-${i}`,
          visitorId: `visitor-${i}`,
          metadata: { url: `http://127.0.0.1/p/${i % 10}` },
        },
      })),
    })
    const started = performance.now()
    const result = await measure(client, {
      ...load,
      origin: service.origin,
      method: 'POST',
      paths: ['/api/v1/track'],
      body,
      headers: { 'content-type': 'application/json' },
    })
    await events.flush()
    const elapsed = performance.now() - started
    const stats = events.stats()
    return {
      batchSize,
      load: result,
      accepted: stats.inserted + stats.queued + stats.failed,
      dropped: stats.dropped,
      inserted: stats.inserted,
      eventsPerSecond: (stats.inserted / elapsed) * 1000,
    }
  } finally {
    await events.close()
    await service.close()
  }
}
