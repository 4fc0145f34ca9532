/**
 * Plain-text tables of the content service load benchmark (`server-bench.ts`).
 * @module
 */
import type { ServerBenchResult } from './server-bench.ts'
import { textTableLines } from './text-table.ts'

/**
 * Target of the content API: req/s with a warm cache over the bare server's, with the service
 * in its default configuration (access logs on).
 */
export const TARGET_WARM_OVER_BARE = 0.6

function count(value: number): string {
  return Math.round(value).toLocaleString('en-US')
}

function ms(value: number): string {
  return value.toFixed(2)
}

function table(header: readonly string[], lines: readonly string[][]): string {
  return textTableLines(header, lines, 2).join('\n')
}

function percent(value: number): string {
  return `${Math.round(value * 100)}%`
}

const SCENARIOS = {
  warm: 'warm (1 URL)',
  cycle: 'cycle 100 paths',
  cachebust: 'cachebust, 100 paths',
} as const

/**
 * The target line: the lowest warm (1 URL) req/s ratio against {@link TARGET_WARM_OVER_BARE},
 * e.g. `Target ≥ 60% of bare with access logs on: 64% (met)`.
 */
export function formatServerTarget(result: ServerBenchResult): string {
  const warm = result.content.filter((row) => row.scenario === 'warm')
  if (warm.length === 0) return 'Target: no warm run'
  const lowest = Math.min(...warm.map((row) => row.ratio))
  const isMet = lowest >= TARGET_WARM_OVER_BARE
  const pages = warm.map((row) => count(row.entries)).join(' / ')
  return `Target ≥ ${percent(TARGET_WARM_OVER_BARE)} of bare with access logs on: ${percent(lowest)} (${isMet ? 'met' : 'MISSED'}); lowest warm (1 URL) ratio of ${pages} pages`
}

/**
 * Two tables: content reads per page count and scenario (Tessera and bare req/s, p50 and p99
 * in ms, server CPU time per request, Tessera/bare ratios of req/s and of CPU efficiency, bytes
 * logged per request), the target line ({@link formatServerTarget}), then tracking ingest
 * (requests/s, events stored/s, dropped events).
 */
export function formatServerBenchTable(result: ServerBenchResult): string {
  const content = table(
    [
      'pages',
      'scenario',
      'req/s',
      'p50 ms',
      'p99 ms',
      'CPU µs/req',
      'bare req/s',
      'bare p50',
      'bare p99',
      'bare CPU µs',
      'req/s ratio',
      'CPU ratio',
      'log B/req',
    ],
    result.content.map((row) => [
      count(row.entries),
      SCENARIOS[row.scenario],
      count(row.tessera.requestsPerSecond),
      ms(row.tessera.p50Ms),
      ms(row.tessera.p99Ms),
      count(row.tessera.cpuUsPerRequest),
      count(row.bare.requestsPerSecond),
      ms(row.bare.p50Ms),
      ms(row.bare.p99Ms),
      count(row.bare.cpuUsPerRequest),
      percent(row.ratio),
      percent(row.cpuRatio),
      count(row.logBytesPerRequest),
    ]),
  )
  const seeds = [...new Map(result.content.map((row) => [row.entries, row.seedMs]))]
    .map(([entries, seedMs]) => `${count(entries)} pages in ${count(seedMs)} ms`)
    .join(', ')
  const { tracking } = result
  const track = table(
    [
      'events/request',
      'req/s',
      'p50 ms',
      'p99 ms',
      'CPU µs/req',
      'events stored/s',
      'stored',
      'dropped',
    ],
    [
      [
        String(tracking.batchSize),
        count(tracking.load.requestsPerSecond),
        ms(tracking.load.p50Ms),
        ms(tracking.load.p99Ms),
        count(tracking.load.cpuUsPerRequest),
        count(tracking.eventsPerSecond),
        count(tracking.inserted),
        count(tracking.dropped),
      ],
    ],
  )
  const how =
    'Tessera is `tessera serve` with its defaults (LOG_LEVEL=info: one JSON access line per request) in its own process; its stdout is a pipe this process drains. The bare node:http server answers the same bytes.'
  return `${content}\n\n${formatServerTarget(result)}\n\nSeeded: ${seeds}. ${how}\n\nTracking ingest (POST /api/v1/track → SQLite):\n\n${track}`
}
