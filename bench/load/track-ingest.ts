/**
 * Tracking ingest benchmark: `POST /api/v1/track` batches over HTTP into SQLite, served by
 * `tessera serve` as users run it (`service-process.ts`).
 * @module
 */
import { join } from 'node:path'
import { createSqliteStore } from '@tessera/server'
import { BENCH_API_KEY, measure } from './bench-service.ts'
import type { BenchLoad, MeasuredLoad } from './bench-service.ts'
import type { LoadClient } from './load-client.ts'
import { seedPages } from './seed-pages.ts'
import { startServiceProcess } from './service-process.ts'

/** Tracking ingest over HTTP into SQLite. */
export interface TrackBenchRow {
  batchSize: number
  load: MeasuredLoad
  /** Events sent (every request, warm-up included, times `batchSize`). */
  sent: number
  /** Events written to SQLite once the service stopped (it flushes its queue on the way). */
  inserted: number
  /** `sent - inserted`: refused (503, the tracking queue full), invalid, or failed to store. */
  dropped: number
  /** `inserted` ÷ (load time + graceful stop, which writes the queued events). */
  eventsPerSecond: number
}

/** Events (impressions and clicks) stored in the database of `spaceId`. */
async function storedEvents(filename: string, spaceId: string): Promise<number> {
  const store = createSqliteStore({ filename })
  try {
    const rows = await store.aggregateEvents({ spaceId, from: 0, to: Date.now() + 86_400_000 })
    return rows.reduce((sum, row) => sum + row.impressions + row.clicks, 0)
  } finally {
    await store.close()
  }
}

/**
 * Measures tracking ingest on a fresh database in `dir`: requests of `batchSize` events (the
 * event buffer with its defaults, the rate limit off), then a graceful stop; events stored per
 * second count both.
 */
export async function benchTracking(
  dir: string,
  client: LoadClient,
  load: BenchLoad,
  batchSize: number,
): Promise<TrackBenchRow> {
  const filename = join(dir, 'tracking.db')
  const { spaceId } = await seedPages({ filename, count: 10, apiKey: BENCH_API_KEY })
  const service = await startServiceProcess({
    filename,
    env: { TESSERA_PUBLIC_KEY: BENCH_API_KEY, TESSERA_TRACK_RATE_LIMIT: '0' },
  })
  let result: MeasuredLoad
  let elapsed: number
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
    result = await measure(
      client,
      {
        ...load,
        origin: service.origin,
        method: 'POST',
        paths: ['/api/v1/track'],
        body,
        headers: { 'content-type': 'application/json' },
      },
      service.cpuUs,
    )
    const { code } = await service.stop()
    elapsed = performance.now() - started
    if (code !== 0) throw new Error(`bench: tessera serve exited with ${code}: ${service.stderr()}`)
  } finally {
    await service.stop()
  }
  const inserted = await storedEvents(filename, spaceId)
  const sent = result.total * batchSize
  return {
    batchSize,
    load: result,
    sent,
    inserted,
    dropped: sent - inserted,
    eventsPerSecond: (inserted / elapsed) * 1000,
  }
}
