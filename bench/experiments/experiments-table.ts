/**
 * The experiment report benchmark's table: per database, seeding time, report latency (p50 /
 * p95) over the default range and the last 7 days, and ingestion with the report read, each
 * against its target.
 * @module
 */
import { textTableLines } from '../text-table.ts'
import { TARGET_INGEST_EVENTS_PER_SECOND, TARGET_REPORT_MS } from './experiments-bench.ts'
import type { ExperimentsBenchResult, ExperimentsBenchRow } from './experiments-bench.ts'

const ms = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} ms`
const seconds = (value: number) => `${(value / 1000).toFixed(1)} s`
const count = (value: number) => Math.round(value).toLocaleString('en')

/** Whether a row meets both targets (report p95 of the full range, ingestion rate). */
export function experimentsTargetsMet(row: ExperimentsBenchRow): {
  report: boolean
  ingest: boolean
} {
  return {
    report: row.report.p95 < TARGET_REPORT_MS,
    ingest: row.ingest.eventsPerSecond >= TARGET_INGEST_EVENTS_PER_SECOND,
  }
}

/** The benchmark's tables and target lines, as printed. */
export function formatExperimentsTable(result: ExperimentsBenchResult): string {
  const lines = textTableLines(
    ['database', 'events', 'seed (insert + rollups)', 'report p50', 'p95', '7 days p50', 'p95'],
    result.rows.map((row) => [
      row.database,
      count(row.events),
      `${seconds(row.seed.insertMs + row.seed.backfillMs)} (${seconds(row.seed.insertMs)} + ${seconds(row.seed.backfillMs)})`,
      ms(row.report.p50),
      ms(row.report.p95),
      ms(row.reportWeek.p50),
      ms(row.reportWeek.p95),
    ]),
  )
  lines.push(
    '',
    'Tracking ingestion (POST /api/v1/track, 4 connections) with the report read in a loop:',
    '',
  )
  lines.push(
    ...textTableLines(
      ['database', 'events sent', 'stored', 'events/s', 'report p50', 'p95', 'reads'],
      result.rows.map((row) => [
        row.database,
        count(row.ingest.sent),
        count(row.ingest.inserted),
        count(row.ingest.eventsPerSecond),
        ms(row.ingest.report.p50),
        ms(row.ingest.report.p95),
        String(row.ingest.report.runs),
      ]),
    ),
  )
  lines.push('')
  for (const row of result.rows) {
    const met = experimentsTargetsMet(row)
    lines.push(
      `${row.database}: report p95 ${ms(row.report.p95)} (target < ${TARGET_REPORT_MS} ms: ${met.report ? 'met' : 'MISSED'}); ` +
        `ingestion ${count(row.ingest.eventsPerSecond)} events/s (target ≥ ${count(TARGET_INGEST_EVENTS_PER_SECOND)}: ${met.ingest ? 'met' : 'MISSED'})`,
    )
  }
  const totals = result.rows[0]?.totals
  if (totals) {
    lines.push(
      `Report totals (checked equal on every database): ${count(totals.impressions)} impressions, ` +
        `${count(totals.visitors)} visitors, ${count(totals.clicks)} clicks, ${count(totals.conversions)} conversions over ${totals.days} days.`,
    )
  }
  return lines.join('\n')
}
