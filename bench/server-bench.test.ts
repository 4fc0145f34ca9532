import { describe, expect, it } from 'vitest'
import { formatServerBenchTable, runServerBench } from './server-bench.ts'

describe('runServerBench', () => {
  it('measures tessera serve against the bare server and tracking ingest, and prints tables', async () => {
    const result = await runServerBench({
      entryCounts: [10],
      connections: 2,
      durationMs: 150,
      warmupMs: 50,
      pairs: 2,
      trackBatchSize: 10,
    })
    expect(result.content.map((row) => row.scenario)).toEqual(['warm', 'cycle', 'cachebust'])
    for (const row of result.content) {
      expect(row.entries).toBe(10)
      expect(row.tessera.requests).toBeGreaterThan(0)
      expect(row.bare.requests).toBeGreaterThan(0)
      expect(row.ratio).toBeCloseTo(row.tessera.requestsPerSecond / row.bare.requestsPerSecond)
      expect(row.tessera.cpuUsPerRequest).toBeGreaterThan(0)
      expect(row.cpuRatio).toBeCloseTo(row.bare.cpuUsPerRequest / row.tessera.cpuUsPerRequest)
      // The service runs with its default settings: one JSON access line per request.
      expect(row.logBytesPerRequest).toBeGreaterThan(50)
    }
    expect(result.tracking.inserted).toBeGreaterThan(0)
    expect(result.tracking.inserted).toBe(result.tracking.sent)
    expect(result.tracking.dropped).toBe(0)
    expect(result.tracking.eventsPerSecond).toBeGreaterThan(0)

    const table = formatServerBenchTable(result)
    // Columns are padded to their widest cell, so the header may carry extra spaces.
    expect(table).toMatch(/^pages +\| scenario +\| +req\/s/)
    expect(table).toContain('warm (1 URL)')
    expect(table).toMatch(/Target ≥ 60% of bare with access logs on: \d+% \((met|MISSED)\)/)
    expect(table).toContain('Tracking ingest (POST /api/v1/track → SQLite):')
  }, 60_000)
})
