/**
 * Experiment report benchmark (issue 14): 10 million events of one page (plus 10 % noise on
 * other pages) seeded into SQLite and PostgreSQL, then `tessera serve` as users run it (its own
 * process, default settings, access logs on; the tracking rate limit off, as the load bench
 * does) answers `GET /api/v1/analytics/experiments/:id` over real HTTP, timed against the
 * 500 ms target; then tracking ingestion (`POST /api/v1/track` batches from 4 connections)
 * while the report is read in a loop, against the 5,000 events/s target.
 * @module
 */
import { startServiceProcess } from '../load/service-process.ts'
import { DEFAULT_POSTGRES_URL } from '../reliability/postgres-schema.ts'
import {
  createBenchDatabase,
  EXPERIMENT_PAGE,
  EXPERIMENT_PRIVATE_KEY,
  EXPERIMENT_PUBLIC_KEY,
} from './bench-database.ts'
import type { BenchDatabaseKind } from './bench-database.ts'
import { readReport, summarizeLatencies, timeReports, trackBody } from './http-timing.ts'
import type { LatencySummary, ReportTotals } from './http-timing.ts'
import { seededCounts } from './seed-events.ts'
import type { SeedTimings } from './seed-events.ts'

/** The report must answer within this, at the p95 (ms). */
export const TARGET_REPORT_MS = 500
/** Tracking ingestion must hold this while the report is read (events per second). */
export const TARGET_INGEST_EVENTS_PER_SECOND = 5000

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
  /** Seconds of tracking ingestion. Default 15. */
  ingestSeconds?: number
  /** Events per tracking request. Default 100. */
  trackBatchSize?: number
  /** Progress lines. Default none. */
  log?: (line: string) => void
}

/** Ingestion with the report read in a loop. */
export interface IngestResult {
  sent: number
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
  /** The default range (the last 30 days: every seeded event). */
  report: LatencySummary
  totals: ReportTotals
  /** The last 7 days: the visitors who entered the test in them (cohort), from daily rollups. */
  reportWeek: LatencySummary
  ingest: IngestResult
}

export interface ExperimentsBenchResult {
  rows: ExperimentsBenchRow[]
}

/** Events per seeded page from the environment (`TESSERA_BENCH_EXPERIMENT_EVENTS`). */
export function experimentEventsFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.TESSERA_BENCH_EXPERIMENT_EVENTS
  if (raw === undefined || raw === '') return 10_000_000
  const value = Number(raw.replaceAll('_', ''))
  if (!Number.isSafeInteger(value) || value < 100) {
    throw new Error(`TESSERA_BENCH_EXPERIMENT_EVENTS: a whole number ≥ 100, got "${raw}"`)
  }
  return value
}

/** `TESSERA_BENCH_EXPERIMENT_DATABASES`: `sqlite`, `postgres` or both (default), comma-separated. */
export function databasesFromEnv(env: NodeJS.ProcessEnv = process.env): BenchDatabaseKind[] {
  const raw = env.TESSERA_BENCH_EXPERIMENT_DATABASES ?? ''
  const kinds = raw
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
  if (kinds.length === 0) return ['sqlite', 'postgres']
  for (const kind of kinds) {
    if (kind !== 'sqlite' && kind !== 'postgres') {
      throw new Error(`TESSERA_BENCH_EXPERIMENT_DATABASES: sqlite and/or postgres, got "${raw}"`)
    }
  }
  return kinds as BenchDatabaseKind[]
}

async function ingest(
  origin: string,
  seconds: number,
  batchSize: number,
  reportUrl: string,
): Promise<{ sent: number; elapsedMs: number; startedAt: number; reads: number[] }> {
  const startedAt = Date.now()
  const started = performance.now()
  const deadline = started + seconds * 1000
  let next = 0
  let sent = 0
  const sender = async () => {
    while (performance.now() < deadline) {
      const body = trackBody(EXPERIMENT_PUBLIC_KEY, EXPERIMENT_PAGE, next, batchSize)
      next += batchSize
      const response = await fetch(`${origin}/api/v1/track`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      })
      await response.arrayBuffer()
      if (response.status !== 200) throw new Error(`track: ${response.status}`)
      sent += batchSize
    }
  }
  const reads: number[] = []
  const reader = async () => {
    while (performance.now() < deadline) {
      reads.push((await readReport(reportUrl, EXPERIMENT_PRIVATE_KEY)).ms)
    }
  }
  await Promise.all([sender(), sender(), sender(), sender(), reader()])
  return { sent, elapsedMs: performance.now() - started, startedAt, reads }
}

async function benchDatabase(
  kind: BenchDatabaseKind,
  options: Required<Omit<ExperimentsBenchOptions, 'databases'>>,
): Promise<ExperimentsBenchRow> {
  const { log } = options
  const name = kind === 'sqlite' ? 'SQLite' : 'PostgreSQL'
  log(`${name}: seeding ${options.events.toLocaleString('en')} events…`)
  const database = await createBenchDatabase({
    kind,
    events: options.events,
    postgresUrl: options.postgresUrl,
    now: Date.now(),
  })
  try {
    const { insertMs, backfillMs } = database.seed
    log(`${name}: seeded in ${((insertMs + backfillMs) / 1000).toFixed(1)} s`)
    const service = await startServiceProcess({
      filename: database.location,
      env: {
        TESSERA_PUBLIC_KEY: EXPERIMENT_PUBLIC_KEY,
        TESSERA_PRIVATE_KEY: EXPERIMENT_PRIVATE_KEY,
        TESSERA_TRACK_RATE_LIMIT: '0',
      },
      startTimeoutMs: 120_000,
    })
    let stopped = false
    try {
      const url = `${service.origin}/api/v1/analytics/experiments/${EXPERIMENT_PAGE}`
      const { latency: report, totals } = await timeReports(
        url,
        EXPERIMENT_PRIVATE_KEY,
        options.runs,
      )
      const seeded = seededCounts(options.events)
      if (
        totals.impressions !== seeded.impressions ||
        totals.clicks !== seeded.clicks ||
        totals.conversions !== seeded.conversions
      ) {
        throw new Error(`${name}: the report's totals ${JSON.stringify(totals)} are not the seed's`)
      }
      log(`${name}: report p50 ${report.p50.toFixed(0)} ms, p95 ${report.p95.toFixed(0)} ms`)
      const weekFrom = new Date(Date.now() - 6 * 86_400_000).toISOString().slice(0, 10)
      const { latency: reportWeek } = await timeReports(
        `${url}?from=${weekFrom}`,
        EXPERIMENT_PRIVATE_KEY,
        options.weekRuns,
        0,
      )
      log(
        `${name}: last 7 days p50 ${reportWeek.p50.toFixed(0)} ms, p95 ${reportWeek.p95.toFixed(0)} ms`,
      )
      log(`${name}: ingesting for ${options.ingestSeconds} s with the report read in a loop…`)
      const run = await ingest(service.origin, options.ingestSeconds, options.trackBatchSize, url)
      const stopStarted = performance.now()
      const { code } = await service.stop()
      stopped = true
      if (code !== 0) throw new Error(`tessera serve exited with ${code}: ${service.stderr()}`)
      const elapsedMs = run.elapsedMs + (performance.now() - stopStarted)
      const inserted = await database.countEventsSince(run.startedAt)
      return {
        database: name,
        events: options.events,
        seed: database.seed,
        report,
        totals,
        reportWeek,
        ingest: {
          sent: run.sent,
          inserted,
          eventsPerSecond: (inserted / elapsedMs) * 1000,
          report: summarizeLatencies(run.reads),
        },
      }
    } finally {
      if (!stopped) await service.stop()
    }
  } finally {
    await database.drop()
  }
}

/** Runs the benchmark on each database in turn. */
export async function runExperimentsBench(
  options: ExperimentsBenchOptions = {},
): Promise<ExperimentsBenchResult> {
  const settings = {
    events: options.events ?? experimentEventsFromEnv(),
    postgresUrl: options.postgresUrl ?? process.env.TEST_DATABASE_URL ?? DEFAULT_POSTGRES_URL,
    runs: options.runs ?? 15,
    weekRuns: options.weekRuns ?? 15,
    ingestSeconds: options.ingestSeconds ?? 15,
    trackBatchSize: options.trackBatchSize ?? 100,
    log: options.log ?? (() => {}),
  }
  const rows: ExperimentsBenchRow[] = []
  for (const kind of options.databases ?? databasesFromEnv()) {
    rows.push(await benchDatabase(kind, settings))
  }
  const [first, ...others] = rows
  for (const row of others) {
    if (JSON.stringify(row.totals) !== JSON.stringify(first?.totals)) {
      throw new Error(`The databases' reports differ: ${JSON.stringify(rows.map((r) => r.totals))}`)
    }
  }
  return { rows }
}
