/**
 * The report of the reliability section: the table of figures against their targets
 * (`reliabilityRows`), then detail lines: the machine's load, the statuses seen, the slowest
 * `$regex` read, failing requests and the service's error log lines, lost writes, the staleness
 * samples.
 * @module
 */
import { textTableLines } from '../text-table.ts'
import type { ReliabilityResult } from './reliability-result.ts'
import { isMeasured } from './reliability-result.ts'
import { formatMs, reliabilityRows } from './reliability-rows.ts'
import { formatStatusCounts } from './status-counts.ts'

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`
}

/** The detail lines under the table (what a reader needs to trust or chase a figure). */
export function reliabilityDetails(result: ReliabilityResult): string[] {
  const [one, five, fifteen] = result.load.average.map((value) => value.toFixed(2))
  const lines = [
    `Load average at the start ${one}, ${five}, ${fifteen} on ${result.load.cores} cores; the section took ${seconds(result.durationMs)}.`,
  ]
  const { regex, fuzz, staleness, flood } = result
  if (isMeasured(regex)) {
    const { slowest } = regex
    lines.push(
      `$regex: ${regex.requests} reads in ${seconds(regex.durationMs)}, ${formatStatusCounts(regex.statuses)}; slowest ${formatMs(slowest.ms)} (${slowest.status}): ${slowest.pattern} on ${slowest.field}.`,
    )
  }
  if (isMeasured(fuzz)) {
    lines.push(
      `Fuzz (fast-check seed ${fuzz.seed}): ${(fuzz.reads + fuzz.writes).toLocaleString('en-US')} requests in ${seconds(fuzz.durationMs)}, ${formatStatusCounts(fuzz.statuses)}.`,
    )
    for (const failure of fuzz.failures) {
      const why = failure.error ? ` (${failure.error})` : ''
      lines.push(`  ${failure.status || 'no answer'}${why}: ${failure.method} ${failure.path}`)
    }
    for (const line of fuzz.serverErrors) lines.push(`  service log: ${line.slice(0, 300)}`)
  }
  for (const kill of Object.values(result.kill)) {
    if (!isMeasured(kill)) continue
    lines.push(
      `kill -9, ${kill.store}: ${kill.acknowledged} writes acknowledged over ${kill.kills} kills (${seconds(kill.durationMs)}); other answers: ${formatStatusCounts(kill.refused)}.`,
    )
    for (const example of kill.lostExamples) lines.push(`  lost: ${example}`)
  }
  if (isMeasured(staleness)) {
    const samples = (values: number[]) => values.map((ms) => Math.round(ms)).join(', ')
    lines.push(`Staleness after a cut, ms: ${samples(staleness.cut.samples)}.`)
    lines.push(`Staleness without a cut, ms: ${samples(staleness.noCut.samples)}.`)
  }
  if (isMeasured(flood)) {
    lines.push(
      `Upload flood: ${flood.sent} sent in ${seconds(flood.durationMs)}, ${formatStatusCounts(flood.statuses)}; the service lists ${flood.stored} stored.`,
    )
  }
  return lines
}

/** The section's report: the table, then the details. */
export function formatReliabilityTable(result: ReliabilityResult): string {
  const rows = reliabilityRows(result).map((row) => [
    row.scenario,
    row.measured,
    row.target,
    row.verdict,
  ])
  return [
    ...textTableLines(['scenario', 'measured', 'target', 'verdict'], rows, 2),
    '',
    ...reliabilityDetails(result),
  ].join('\n')
}
