/**
 * The figures of the reliability section against their targets (issue 16): one row per figure,
 * with its verdict. The section's table and the bench summary both print these rows.
 * @module
 */
import type {
  FloodResult,
  FuzzResult,
  KillResult,
  Outcome,
  RegexResult,
  ReliabilityResult,
  StalenessSeries,
} from './reliability-result.ts'
import { isMeasured } from './reliability-result.ts'
import { failedCount, formatStatusCounts } from './status-counts.ts'

/** Target: `/health` p99 while adversarial `$regex` reads run, in ms. */
export const TARGET_HEALTH_P99_MS = 100
/** Target: staleness p99 of a second instance, in ms. */
export const TARGET_STALENESS_P99_MS = 1000

/** `met`, `MISSED`, `FAILED` (the scenario broke) or `n/a` (skipped). */
export type Verdict = 'met' | 'MISSED' | 'FAILED' | 'n/a'

/** One figure: what, measured, target, verdict. */
export interface ReliabilityRow {
  scenario: string
  measured: string
  target: string
  verdict: Verdict
}

/** `3.2 ms`, `45 ms`, `n/a`. */
export function formatMs(ms: number): string {
  if (!Number.isFinite(ms)) return 'n/a'
  return ms < 10 ? `${ms.toFixed(1)} ms` : `${Math.round(ms).toLocaleString('en-US')} ms`
}

/** `47.5 MiB`. */
export function formatMib(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MiB`
}

function count(value: number): string {
  return value.toLocaleString('en-US')
}

function verdictOf(isMet: boolean): Verdict {
  return isMet ? 'met' : 'MISSED'
}

/** The row of a scenario that did not measure: skipped (n/a) or failed (FAILED). */
function unmeasured(scenario: string, outcome: { skipped: string } | { failed: string }) {
  return 'skipped' in outcome
    ? { scenario, measured: `skipped: ${outcome.skipped}`, target: '-', verdict: 'n/a' as const }
    : { scenario, measured: `failed: ${outcome.failed}`, target: '-', verdict: 'FAILED' as const }
}

function rowsOf<T extends object>(
  scenario: string,
  outcome: Outcome<T>,
  rows: (value: T) => ReliabilityRow[],
): ReliabilityRow[] {
  return isMeasured(outcome) ? rows(outcome) : [unmeasured(scenario, outcome)]
}

function regexRows(result: RegexResult): ReliabilityRow[] {
  const { health } = result
  const failures = failedCount(result.statuses)
  const notOk = result.healthFailures > 0 ? `; ${count(result.healthFailures)} not 200` : ''
  return [
    {
      scenario: `/health p99 during adversarial $regex reads (${count(result.requests)})`,
      measured: `${formatMs(health.p99)} (p50 ${formatMs(health.p50)}, max ${formatMs(health.max)}; ${count(health.count)} polls${notOk})`,
      target: `< ${TARGET_HEALTH_P99_MS} ms`,
      verdict: verdictOf(health.p99 < TARGET_HEALTH_P99_MS && result.healthFailures === 0),
    },
    {
      scenario: 'Adversarial $regex reads: 5xx or no answer',
      measured: `${count(failures)} (${formatStatusCounts(result.statuses)})`,
      target: '0',
      verdict: verdictOf(failures === 0),
    },
  ]
}

function fuzzRows(result: FuzzResult): ReliabilityRow[] {
  const failures = failedCount(result.statuses)
  const total = result.reads + result.writes
  const health = result.healthAfter
  return [
    {
      scenario: `Fuzzed reads and writes (${count(result.reads)} + ${count(result.writes)}): 5xx or no answer`,
      measured: `${count(failures)} of ${count(total)}`,
      target: '0',
      verdict: verdictOf(failures === 0),
    },
    {
      scenario: 'Fuzzed reads and writes: /health afterwards',
      measured: health.status === 0 ? 'no answer' : `${health.status} in ${formatMs(health.ms)}`,
      target: '200',
      verdict: verdictOf(health.status === 200),
    },
  ]
}

const STORE_NAMES: Record<KillResult['store'], string> = {
  sqlite: 'SQLite',
  postgres: 'PostgreSQL',
}

function killRows(result: KillResult): ReliabilityRow[] {
  return [
    {
      scenario: `kill -9 during writes, ${STORE_NAMES[result.store]} (${result.kills} kills): acknowledged writes lost`,
      measured: `${count(result.lost)} of ${count(result.acknowledged)} (${count(result.entries)} entries)`,
      target: '0',
      verdict: verdictOf(result.lost === 0 && result.acknowledged > 0),
    },
  ]
}

function stalenessRow(label: string, series: StalenessSeries): ReliabilityRow {
  const { summary } = series
  const unseen = series.unseen > 0 ? `; ${series.unseen} never seen` : ''
  return {
    scenario: `Staleness of a second instance, ${label} (${summary.count} tries): p99`,
    measured: `${formatMs(summary.p99)} (median ${formatMs(summary.p50)}, p90 ${formatMs(summary.p90)}, max ${formatMs(summary.max)}${unseen})`,
    target: '< 1 s',
    verdict: verdictOf(summary.p99 < TARGET_STALENESS_P99_MS && series.unseen === 0),
  }
}

function floodRows(result: FloodResult): ReliabilityRow[] {
  const refused = result.statuses['429'] ?? 0
  return [
    {
      scenario: `Upload flood (${result.sent} x ${formatMib(result.fileBytes)}, one client): bytes accepted`,
      measured: `${formatMib(result.bytesAccepted)} (${result.accepted} accepted, ${refused} x 429)`,
      target: `<= ${formatMib(result.quotaBytes)}`,
      verdict: verdictOf(
        result.bytesAccepted <= result.quotaBytes && result.stored === result.accepted,
      ),
    },
  ]
}

/** Every figure of the section, in scenario order. */
export function reliabilityRows(result: ReliabilityResult): ReliabilityRow[] {
  return [
    ...rowsOf('Adversarial $regex reads', result.regex, regexRows),
    ...rowsOf('Fuzzed reads and writes', result.fuzz, fuzzRows),
    ...(['sqlite', 'postgres'] as const).flatMap((store) =>
      rowsOf(`kill -9 during writes, ${STORE_NAMES[store]}`, result.kill[store], killRows),
    ),
    ...rowsOf('Staleness of a second instance', result.staleness, (staleness) => [
      stalenessRow('after a cut LISTEN connection', staleness.cut),
      stalenessRow('no cut', staleness.noCut),
    ]),
    ...rowsOf('Upload flood', result.flood, floodRows),
  ]
}
