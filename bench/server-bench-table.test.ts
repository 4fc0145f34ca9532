import { describe, expect, it } from 'vitest'
import type { ContentBenchRow, ServerBenchResult } from './server-bench.ts'
import { formatServerTarget } from './server-bench-table.ts'

const LOAD = {
  requests: 1,
  errors: 0,
  total: 1,
  durationMs: 1,
  requestsPerSecond: 1,
  p50Ms: 1,
  p99Ms: 1,
  cpuUsPerRequest: 1,
}

function result(rows: Array<[number, ContentBenchRow['scenario'], number]>): ServerBenchResult {
  return {
    content: rows.map(([entries, scenario, ratio]) => ({
      entries,
      scenario,
      seedMs: 1,
      tessera: LOAD,
      bare: LOAD,
      ratio,
      cpuRatio: 1,
      logBytesPerRequest: 100,
    })),
    tracking: { batchSize: 1, load: LOAD, sent: 1, inserted: 1, dropped: 0, eventsPerSecond: 1 },
  }
}

describe('formatServerTarget', () => {
  it('gives the lowest warm ratio against the 60% target', () => {
    const met = result([
      [10, 'warm', 0.71],
      [10, 'cachebust', 0.1],
      [10_000, 'warm', 0.64],
    ])
    expect(formatServerTarget(met)).toBe(
      'Target ≥ 60% of bare with access logs on: 64% (met); lowest warm (1 URL) ratio of 10 / 10,000 pages',
    )
  })

  it('says MISSED when one warm ratio is under the target', () => {
    const missed = result([
      [10, 'warm', 0.71],
      [10_000, 'warm', 0.58],
    ])
    expect(formatServerTarget(missed)).toMatch(/: 58% \(MISSED\)/)
  })
})
