/**
 * Experiment report benchmark (issue 14): 10 million events of one page (plus 10 % noise on
 * other pages) seeded into SQLite and PostgreSQL (or reused from an earlier run:
 * `TESSERA_BENCH_EXPERIMENT_KEEP`), then `tessera serve` as users run it (its own process,
 * default settings, access logs on; the tracking rate limit off, as the load bench does) answers
 * `GET /api/v1/analytics/experiments/:id` over real HTTP, timed against the 500 ms target; then
 * tracking ingestion while the report is read in a loop: 5,000 events/s offered at a fixed rate
 * (the target: all stored?), and batches from 4 connections as fast as they are answered.
 * @module
 */
import { DEFAULT_POSTGRES_URL } from '../reliability/postgres-schema.ts'
import { createBenchDatabase, EXPERIMENT_PAGE, EXPERIMENT_PRIVATE_KEY } from './bench-database.ts'
import type { BenchDatabase, BenchDatabaseKind } from './bench-database.ts'
import { summarizeLatencies, timeReports } from './http-timing.ts'
import type { LatencySummary, ReportTotals } from './http-timing.ts'
import { startService, stopService } from './experiment-service.ts'
import { ingestAtRate, ingestFastest } from './ingest-runs.ts'
import {
  databasesFromEnv,
  experimentEventsFromEnv,
  ingestModesFromEnv,
  ingestRateFromEnv,
} from './experiments-settings.ts'
import type { IngestMode } from './experiments-settings.ts'
import { keepDirFromEnv } from './kept-database.ts'
import type { KeptManifest } from './kept-database.ts'
import type { RateIngestRun } from './rate-pacing.ts'
import { seededCounts } from './seed-events.ts'
import type { SeedTimings } from './seed-events.ts'

export interface ExperimentsBenchOptions {
  /** Events of the page. Default `TESSERA_BENCH_EXPERIMENT_EVENTS`, else 10,000,000. */
  events?: number
  /** Databases. Default both (PostgreSQL at `TEST_DATABASE_URL`, else the local `test`). */
  databases?: readonly BenchDatabaseKind[]
  postgresUrl?: string
  /** Timed report reads per range. Default 15. */
  runs?: number
  /** Timed reads of the last 7 days (a range starting after the test's first day). Default 15. */
  weekRuns?: number
  /** Seconds of each ingestion run. Default 15. */
  ingestSeconds?: number
  /** Events per tracking request. Default 100. */
  trackBatchSize?: number
  /** Events per second the fixed-rate run offers. Default `TESSERA_BENCH_EXPERIMENT_RATE`, else 5,000. */
  ingestRate?: number
  /** Ingestion runs. Default `TESSERA_BENCH_EXPERIMENT_INGEST`, else both. */
  ingestModes?: readonly IngestMode[]
  /** Keep the seeded databases there and reuse them. Default `TESSERA_BENCH_EXPERIMENT_KEEP`. */
  keepDir?: string | undefined
  /** Progress lines. Default none. */
  log?: (line: string) => void
}

/** The as-fast-as-answered run. */
export interface IngestResult {
  sent: number
  accepted: number
  /** Events of batches refused 503 (queue full). */
  refused: number
  /** Events stored once the service stopped (it flushes its queue on the way). */
  inserted: number
  /** `inserted` ÷ (sending time + graceful stop). */
  eventsPerSecond: number
  /** The report reads made during ingestion. */
  report: LatencySummary
}

/** One database's figures. */
export interface ExperimentsBenchRow {
  database: 'SQLite' | 'PostgreSQL'
  events: number
  seed: SeedTimings
  /** Seeded by an earlier run and kept: its manifest. */
  reused?: KeptManifest
  /** The default range (the last 30 days: every seeded event). */
  report: LatencySummary
  totals: ReportTotals
  /** The last 7 days: the visitors who entered the test in them (cohort), from daily rollups. */
  reportWeek: LatencySummary
  /** The fixed-rate run. */
  ingestRate?: RateIngestRun
  /** The as-fast-as-answered run. */
  ingest?: IngestResult
}

export interface ExperimentsBenchResult {
  rows: ExperimentsBenchRow[]
}

type Settings = Required<Omit<ExperimentsBenchOptions, 'databases' | 'keepDir'>> & {
  keepDir: string | undefined
}

/** What the report must count: the seed's split, or on a reused database the stored events. */
async function expectedTotals(database: BenchDatabase, events: number) {
  return database.reused ? database.countPageEvents(EXPERIMENT_PAGE) : seededCounts(events)
}

async function benchDatabase(kind: BenchDatabaseKind, options: Settings) {
  const { log } = options
  const name = kind === 'sqlite' ? 'SQLite' : 'PostgreSQL'
  log(`${name}: ${options.keepDir ? 'opening or seeding' : 'seeding'} ${options.events} events…`)
  const database = await createBenchDatabase({ kind, ...options, now: Date.now() })
  try {
    const { insertMs, backfillMs } = database.seed
    const seeded = `in ${((insertMs + backfillMs) / 1000).toFixed(1)} s`
    log(
      `${name}: ${database.reused ? `reused (seeded ${database.reused.seededAt} ${seeded})` : `seeded ${seeded}`}`,
    )
    const expected = await expectedTotals(database, options.events)
    const service = await startService(database)
    const from = new Date(database.firstDay).toISOString().slice(0, 10)
    const url = `${service.origin}/api/v1/analytics/experiments/${EXPERIMENT_PAGE}`
    const reportUrl = `${url}?from=${from}`
    let row: ExperimentsBenchRow
    try {
      const { latency: report, totals } = await timeReports(
        reportUrl,
        EXPERIMENT_PRIVATE_KEY,
        options.runs,
      )
      const { impressions, clicks, conversions } = totals
      if (JSON.stringify({ impressions, clicks, conversions }) !== JSON.stringify(expected)) {
        throw new Error(
          `${name}: the report's totals ${JSON.stringify(totals)} are not ${JSON.stringify(expected)}`,
        )
      }
      log(`${name}: report p50 ${report.p50.toFixed(0)} ms, p95 ${report.p95.toFixed(0)} ms`)
      const weekFrom = new Date(Date.now() - 6 * 86_400_000).toISOString().slice(0, 10)
      const week = await timeReports(
        `${url}?from=${weekFrom}`,
        EXPERIMENT_PRIVATE_KEY,
        options.weekRuns,
        0,
      )
      const reportWeek = week.latency
      log(
        `${name}: last 7 days p50 ${reportWeek.p50.toFixed(0)} ms, p95 ${reportWeek.p95.toFixed(0)} ms`,
      )
      row = {
        database: name,
        events: options.events,
        seed: database.seed,
        report,
        totals,
        reportWeek,
      }
      if (database.reused) row.reused = database.reused
      if (options.ingestModes.includes('rate')) {
        const rate = options.ingestRate
        log(
          `${name}: offering ${rate} events/s for ${options.ingestSeconds} s, the report read in a loop…`,
        )
        const sent = await ingestAtRate({
          origin: service.origin,
          reportUrl,
          eventsPerSecond: rate,
          seconds: options.ingestSeconds,
          batchSize: options.trackBatchSize,
        })
        const drainMs = await stopService(service)
        row.ingestRate = {
          targetPerSecond: rate,
          offered: sent.offered,
          offeredPerSecond: sent.offeredPerSecond,
          accepted: sent.accepted,
          refused: sent.refused,
          failed: sent.failed,
          stored: await database.countEventsSince(sent.startedAt),
          maxLagMs: sent.maxLagMs,
          drainMs,
          report: summarizeLatencies(sent.reads),
          reportErrors: sent.reportErrors,
        }
      }
    } finally {
      await service.stop()
    }
    if (options.ingestModes.includes('fastest')) {
      log(`${name}: ingesting as fast as answered for ${options.ingestSeconds} s…`)
      const fast = await startService(database)
      try {
        const run = await ingestFastest({
          origin: fast.origin,
          reportUrl: `${fast.origin}/api/v1/analytics/experiments/${EXPERIMENT_PAGE}?from=${from}`,
          seconds: options.ingestSeconds,
          batchSize: options.trackBatchSize,
        })
        const elapsedMs = run.elapsedMs + (await stopService(fast))
        const inserted = await database.countEventsSince(run.startedAt)
        row.ingest = {
          sent: run.sent,
          accepted: run.accepted,
          refused: run.refused,
          inserted,
          eventsPerSecond: (inserted / elapsedMs) * 1000,
          report: summarizeLatencies(run.reads),
        }
      } finally {
        await fast.stop()
      }
    }
    return row
  } finally {
    await database.drop()
  }
}

/** Runs the benchmark on each database in turn. */
export async function runExperimentsBench(
  options: ExperimentsBenchOptions = {},
): Promise<ExperimentsBenchResult> {
  const settings: Settings = {
    events: options.events ?? experimentEventsFromEnv(),
    postgresUrl: options.postgresUrl ?? process.env.TEST_DATABASE_URL ?? DEFAULT_POSTGRES_URL,
    runs: options.runs ?? 15,
    weekRuns: options.weekRuns ?? 15,
    ingestSeconds: options.ingestSeconds ?? 15,
    trackBatchSize: options.trackBatchSize ?? 100,
    ingestRate: options.ingestRate ?? ingestRateFromEnv(),
    ingestModes: options.ingestModes ?? ingestModesFromEnv(),
    keepDir: 'keepDir' in options ? options.keepDir : keepDirFromEnv(),
    log: options.log ?? (() => {}),
  }
  const rows: ExperimentsBenchRow[] = []
  for (const kind of options.databases ?? databasesFromEnv()) {
    rows.push(await benchDatabase(kind, settings))
  }
  const [first, ...others] = rows
  for (const row of others) {
    if (
      !row.reused &&
      !first?.reused &&
      JSON.stringify(row.totals) !== JSON.stringify(first?.totals)
    ) {
      throw new Error(`The databases' reports differ: ${JSON.stringify(rows.map((r) => r.totals))}`)
    }
  }
  return { rows }
}
