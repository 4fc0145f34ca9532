import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { postgresSchemaAt } from '../reliability/postgres-schema.ts'
import { runExperimentsBench } from './experiments-bench.ts'
import type { ExperimentsBenchOptions } from './experiments-bench.ts'
import {
  databasesFromEnv,
  experimentEventsFromEnv,
  ingestModesFromEnv,
  ingestRateFromEnv,
} from './experiments-settings.ts'
import { formatExperimentsTable } from './experiments-table.ts'
import { keptLocation } from './kept-database.ts'
import { seededCounts } from './seed-events.ts'

const small: ExperimentsBenchOptions = {
  events: 3000,
  runs: 2,
  weekRuns: 2,
  ingestSeconds: 1,
  trackBatchSize: 20,
  ingestRate: 400,
  keepDir: undefined,
}

const postgresUrl = process.env.TEST_DATABASE_URL
const databases = postgresUrl ? (['sqlite', 'postgres'] as const) : (['sqlite'] as const)

let keepDir: string | undefined
afterEach(async () => {
  if (keepDir && postgresUrl) {
    await postgresSchemaAt(
      postgresUrl,
      keptLocation(keepDir, 'postgres', 3000).postgresSchema,
    ).drop()
  }
  if (keepDir) rmSync(keepDir, { recursive: true, force: true })
  keepDir = undefined
})

describe('runExperimentsBench', () => {
  it('seeds, times the report over HTTP, ingests while reading it, and prints the table', async () => {
    const result = await runExperimentsBench({ ...small, databases })
    expect(result.rows.map((row) => row.database)).toEqual(
      databases.map((kind) => (kind === 'sqlite' ? 'SQLite' : 'PostgreSQL')),
    )
    for (const row of result.rows) {
      expect(row.seed.insertMs).toBeGreaterThan(0)
      expect(row.reused).toBeUndefined()
      expect(row.report.runs).toBe(2)
      expect(row.reportWeek.runs).toBe(2)
      // The report counts exactly what was seeded (the bench checks it too), over 30 days.
      expect(row.totals).toMatchObject({ ...seededCounts(3000), days: 30 })
      expect(row.totals.visitors).toBeGreaterThan(0)
      // 400 events/s for 1 s in batches of 20: 20 requests, all kept and stored.
      expect(row.ingestRate).toMatchObject({ offered: 400, accepted: 400, refused: 0, stored: 400 })
      expect(row.ingestRate?.report.runs).toBeGreaterThan(0)
      expect(row.ingest?.sent).toBeGreaterThan(0)
      expect(row.ingest?.inserted).toBe(row.ingest?.accepted)
      expect(row.ingest?.eventsPerSecond).toBeGreaterThan(0)
    }
    const table = formatExperimentsTable(result)
    expect(table).toMatch(/^database +\| +events \| seed \(insert \+ rollups\)/)
    expect(table).toMatch(/Tracking at a fixed rate \(400 events\/s offered/)
    expect(table).toMatch(/SQLite: report p95 [\d.]+ ms \(target < 500 ms: (met|MISSED)\)/)
    expect(table).toMatch(/ingestion at 400\/s: all stored \(target ≥ 5,000 offered, all stored/)
  }, 180_000)

  it('keeps the seeded databases and reuses them in the next run', async () => {
    keepDir = mkdtempSync(join(tmpdir(), 'tessera-exp-keep-'))
    const options = { ...small, databases, keepDir }
    const first = await runExperimentsBench({ ...options, ingestModes: ['rate'] })
    const second = await runExperimentsBench({ ...options, ingestModes: [] })
    expect(second.rows).toHaveLength(databases.length)
    for (const [i, kind] of databases.entries()) {
      const [seeded, reused] = [first.rows[i], second.rows[i]]
      expect(seeded?.reused).toBeUndefined()
      expect(reused?.reused).toMatchObject({ kind, events: 3000 })
      expect(reused?.seed).toEqual(seeded?.seed)
      // The second report also counts the events the first run's ingestion stored (checked
      // against the stored events by the bench): 3 impressions in 5 sent.
      expect(reused?.totals.impressions).toBe(seededCounts(3000).impressions + 240)
      expect(reused?.ingestRate).toBeUndefined()
    }
    expect(formatExperimentsTable(second)).toMatch(/, reused +\|/)
  }, 240_000)
})

describe('the environment of the experiment bench', () => {
  it('reads the size, the databases, the ingestion runs and the rate', () => {
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
    expect(ingestModesFromEnv({})).toEqual(['rate', 'fastest'])
    expect(ingestModesFromEnv({ TESSERA_BENCH_EXPERIMENT_INGEST: 'rate' })).toEqual(['rate'])
    expect(() => ingestModesFromEnv({ TESSERA_BENCH_EXPERIMENT_INGEST: 'slow' })).toThrow()
    expect(ingestRateFromEnv({})).toBe(5000)
    expect(ingestRateFromEnv({ TESSERA_BENCH_EXPERIMENT_RATE: '8_000' })).toBe(8000)
    expect(() => ingestRateFromEnv({ TESSERA_BENCH_EXPERIMENT_RATE: '0' })).toThrow()
  })
})
