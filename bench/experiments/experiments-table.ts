/**
 * The experiment report benchmark's table: per database, seeding time, report latency (p50 /
 * p95) over the full range and the last 7 days, and ingestion with the report read (at a fixed
 * rate, and as fast as answered), each against its target.
 * @module
 */
import { textTableLines } from '../text-table.ts'
import { TARGET_INGEST_EVENTS_PER_SECOND, TARGET_REPORT_MS } from './experiments-settings.ts'
import type { ExperimentsBenchResult, ExperimentsBenchRow } from './experiments-bench.ts'
import { judgeRateIngest } from './rate-pacing.ts'

const ms = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} ms`
const seconds = (value: number) => `${(value / 1000).toFixed(1)} s`
const count = (value: number) => Math.round(value).toLocaleString('en')

/**
 * Whether a row meets the targets: the report's p95 over the full range, and ingestion judged
 * by the fixed-rate run (`judgeRateIngest`: the rate offered, all of it stored, the report
 * answered); without one, by the as-fast-as-answered run's stored rate (undefined: no run).
 */
export function experimentsTargetsMet(row: ExperimentsBenchRow): {
  report: boolean
  ingest: boolean | undefined
} {
  const ingest = row.ingestRate
    ? judgeRateIngest(row.ingestRate).met
    : row.ingest && row.ingest.eventsPerSecond >= TARGET_INGEST_EVENTS_PER_SECOND
  return { report: row.report.p95 < TARGET_REPORT_MS, ingest }
}

const verdict = (met: boolean | undefined) =>
  met === undefined ? 'not run' : met ? 'met' : 'MISSED'

function rateLines(rows: ExperimentsBenchRow[]): string[] {
  const runs = rows.flatMap((row) => (row.ingestRate ? [[row, row.ingestRate] as const] : []))
  if (runs.length === 0) return []
  const target = runs[0]?.[1].targetPerSecond ?? 0
  return [
    '',
    `Tracking at a fixed rate (${count(target)} events/s offered in batches, open loop) with the report read in a loop:`,
    '',
    ...textTableLines(
      [
        'database',
        'offered',
        'rate',
        'accepted',
        'refused',
        'failed',
        'stored',
        'drain',
        'report p50',
        'p95',
        'reads',
      ],
      runs.map(([row, run]) => [
        row.database,
        count(run.offered),
        `${count(run.offeredPerSecond)}/s`,
        count(run.accepted),
        count(run.refused),
        count(run.failed),
        count(run.stored),
        ms(run.drainMs),
        ms(run.report.p50),
        ms(run.report.p95),
        `${run.report.runs}${run.reportErrors > 0 ? ` (${run.reportErrors} failed)` : ''}`,
      ]),
    ),
  ]
}

function fastestLines(rows: ExperimentsBenchRow[]): string[] {
  const runs = rows.flatMap((row) => (row.ingest ? [[row, row.ingest] as const] : []))
  if (runs.length === 0) return []
  return [
    '',
    'Tracking as fast as answered (4 connections) with the report read in a loop:',
    '',
    ...textTableLines(
      ['database', 'events sent', 'refused', 'stored', 'events/s', 'report p50', 'p95', 'reads'],
      runs.map(([row, run]) => [
        row.database,
        count(run.sent),
        count(run.refused),
        count(run.inserted),
        count(run.eventsPerSecond),
        ms(run.report.p50),
        ms(run.report.p95),
        String(run.report.runs),
      ]),
    ),
  ]
}

function targetLine(row: ExperimentsBenchRow): string {
  const met = experimentsTargetsMet(row)
  const report = `${row.database}: report p95 ${ms(row.report.p95)} (target < ${TARGET_REPORT_MS} ms: ${verdict(met.report)})`
  const target = `target ≥ ${count(TARGET_INGEST_EVENTS_PER_SECOND)} offered, all stored`
  if (row.ingestRate) {
    const judged = judgeRateIngest(row.ingestRate)
    const detail = judged.why.length === 0 ? 'all stored' : judged.why.join(', ')
    const loss = judged.silentLoss ? '; SILENT LOSS: stored ≠ accepted' : ''
    return `${report}; ingestion at ${count(row.ingestRate.targetPerSecond)}/s: ${detail} (${target}: ${verdict(met.ingest)})${loss}`
  }
  const rate = row.ingest ? `${count(row.ingest.eventsPerSecond)} events/s stored` : 'not run'
  return `${report}; ingestion ${rate} (target ≥ ${count(TARGET_INGEST_EVENTS_PER_SECOND)}: ${verdict(met.ingest)})`
}

/** The benchmark's tables and target lines, as printed. */
export function formatExperimentsTable(result: ExperimentsBenchResult): string {
  const lines = textTableLines(
    ['database', 'events', 'seed (insert + rollups)', 'report p50', 'p95', '7 days p50', 'p95'],
    result.rows.map((row) => [
      row.database,
      count(row.events),
      `${seconds(row.seed.insertMs + row.seed.backfillMs)} (${seconds(row.seed.insertMs)} + ${seconds(row.seed.backfillMs)})${row.reused ? ', reused' : ''}`,
      ms(row.report.p50),
      ms(row.report.p95),
      ms(row.reportWeek.p50),
      ms(row.reportWeek.p95),
    ]),
  )
  lines.push(...rateLines(result.rows), ...fastestLines(result.rows), '')
  for (const row of result.rows) lines.push(targetLine(row))
  const totals = result.rows[0]?.totals
  if (totals) {
    lines.push(
      `Report totals (checked against the seed, or the stored events of a reused database): ${count(totals.impressions)} impressions, ` +
        `${count(totals.visitors)} visitors, ${count(totals.clicks)} clicks, ${count(totals.conversions)} conversions over ${totals.days} days.`,
    )
  }
  return lines.join('\n')
}
