import { describe, expect, it } from 'vitest'
import {
  databasesFromEnv,
  experimentEventsFromEnv,
  runExperimentsBench,
} from './experiments-bench.ts'
import { formatExperimentsTable } from './experiments-table.ts'
import { seededCounts } from './seed-events.ts'

describe('runExperimentsBench', () => {
  it('seeds, times the report over HTTP, ingests while reading it, and prints the table', async () => {
    const databases = process.env.TEST_DATABASE_URL
      ? (['sqlite', 'postgres'] as const)
      : (['sqlite'] as const)
    const result = await runExperimentsBench({
      events: 3000,
      databases,
      runs: 2,
      weekRuns: 2,
      ingestSeconds: 1,
      trackBatchSize: 20,
    })
    expect(result.rows.map((row) => row.database)).toEqual(
      databases.map((kind) => (kind === 'sqlite' ? 'SQLite' : 'PostgreSQL')),
    )
    for (const row of result.rows) {
      expect(row.seed.insertMs).toBeGreaterThan(0)
      expect(row.report.runs).toBe(2)
      expect(row.reportWeek.runs).toBe(2)
      // The report counts exactly what was seeded (the bench checks it too), over 30 days.
      expect(row.totals).toMatchObject({ ...seededCounts(3000), days: 30 })
      expect(row.totals.visitors).toBeGreaterThan(0)
      expect(row.ingest.sent).toBeGreaterThan(0)
      expect(row.ingest.inserted).toBe(row.ingest.sent)
      expect(row.ingest.eventsPerSecond).toBeGreaterThan(0)
      expect(row.ingest.report.runs).toBeGreaterThan(0)
    }
    const table = formatExperimentsTable(result)
    expect(table).toMatch(/^database +\| +events \| seed \(insert \+ rollups\)/)
    expect(table).toMatch(/SQLite: report p95 [\d.]+ ms \(target < 500 ms: (met|MISSED)\)/)
    expect(table).toMatch(/ingestion [\d,]+ events\/s \(target ≥ 5,000: (met|MISSED)\)/)
  }, 120_000)
})

describe('seededCounts and experimentEventsFromEnv', () => {
  it('count the seed split and read the size', () => {
    expect(seededCounts(200)).toEqual({ impressions: 150, clicks: 40, conversions: 10 })
    expect(seededCounts(98)).toEqual({ impressions: 75, clicks: 20, conversions: 3 })
    expect(experimentEventsFromEnv({})).toBe(10_000_000)
    expect(experimentEventsFromEnv({ TESSERA_BENCH_EXPERIMENT_EVENTS: '1_000_000' })).toBe(1e6)
    expect(databasesFromEnv({})).toEqual(['sqlite', 'postgres'])
    expect(databasesFromEnv({ TESSERA_BENCH_EXPERIMENT_DATABASES: 'postgres' })).toEqual([
      'postgres',
    ])
    expect(() => databasesFromEnv({ TESSERA_BENCH_EXPERIMENT_DATABASES: 'mysql' })).toThrow()
    expect(() => experimentEventsFromEnv({ TESSERA_BENCH_EXPERIMENT_EVENTS: 'ten' })).toThrow(
      /whole number/,
    )
  })
})
