/**
 * The one summary table `npm run bench` prints last: the ratios measured side by side in the run
 * (server render vs gen-1, gen-2 and plain React, each at its faster React, static pages and
 * pages with bindings; server HTML bytes vs gen-1; client JS over React vs gen-1 and gen-2; each
 * widget's chunk vs its target; content API vs bare node:http) and the Lighthouse figures, each
 * with its target and verdict. A benchmark that failed shows as one "failed" line.
 * @module
 */
import {
  clsVerdict,
  formatCls,
  formatMs,
  lighthouseMedians,
  scoreVerdict,
  TARGET_CLS,
  TARGET_PERFORMANCE,
} from './lighthouse-table.ts'
import type { LighthouseBenchResult } from './lighthouse-table.ts'
import { pagePayloadLines } from './page-payload-table.ts'
import type { PagePayloadRow } from './page-payload-table.ts'
import { reliabilitySummaryLines } from './reliability/reliability-summary.ts'
import type { ReliabilityResult } from './reliability/reliability-result.ts'
import type { RenderBenchResult } from './render-result.ts'
import { renderLines } from './summary-render.ts'
import type { SummaryLine as Line } from './summary-render.ts'
import type { ServerBenchResult } from './server-bench.ts'
import { TARGET_WARM_OVER_BARE } from './server-bench-table.ts'
import type { SizeBenchResult, SizeEntryName } from './size-bench.ts'
import {
  interactiveOverGen2,
  TARGET_TESSERA_OVER_REACT_KB,
  TARGET_WIDGET_KB,
  WIDGET_CHUNKS,
} from './size-table.ts'

/** Each benchmark's result, the error it failed with, or `undefined` when it did not run. */
export interface BenchSummaryInput {
  render?: RenderBenchResult | Error
  size?: SizeBenchResult | Error
  server?: ServerBenchResult | Error
  lighthouse?: LighthouseBenchResult | Error
  payload?: readonly PagePayloadRow[] | Error
  reliability?: ReliabilityResult | Error
}

function verdict(values: readonly (number | null)[], isMet: (value: number) => boolean): string {
  if (values.length === 0 || values.some((value) => value === null)) return 'n/a'
  return values.every((value) => value !== null && isMet(value)) ? 'met' : 'MISSED'
}

function times(value: number | null): string {
  return value === null ? 'n/a' : `${value.toFixed(value >= 10 ? 1 : 2)}x`
}

function kb(bytes: number | null): string {
  return bytes === null ? 'n/a' : `${(bytes / 1024).toFixed(1)} KB`
}

function divide(top: number | null | undefined, bottom: number | null | undefined): number | null {
  return top == null || bottom == null || bottom === 0 ? null : top / bottom
}

function sizeLines(result: SizeBenchResult): Line[] {
  const row = (entry: SizeEntryName) => result.rows.find((item) => item.entry === entry)
  const over = (entry: SizeEntryName, field: 'gzipBytes' | 'initialGzipBytes') => {
    const own = row(entry)?.[field]
    const react = row('react')?.[field]
    return own == null || react == null ? null : own - react
  }
  // gen-1 and gen-2 do not split: their initial load is their whole bundle.
  const ratioLine = (part: 'initial' | 'whole', other: 'gen1' | 'gen2'): Line => {
    const ours = over('tessera', part === 'initial' ? 'initialGzipBytes' : 'gzipBytes')
    const theirs = over(other, 'gzipBytes')
    return [
      `Client JS gzip over React, Tessera ${part} / ${other === 'gen1' ? 'gen-1' : 'gen-2'}`,
      `${times(divide(ours, theirs))} (+${kb(ours)} / +${kb(theirs)})`,
      '-',
      '-',
    ]
  }
  const limit = TARGET_TESSERA_OVER_REACT_KB * 1024
  const targetLine = (part: 'initial' | 'whole'): Line => {
    const ours = over('tessera', part === 'initial' ? 'initialGzipBytes' : 'gzipBytes')
    const ratio = divide(ours, limit)
    return [
      `Client JS gzip over React, Tessera ${part} / ${TARGET_TESSERA_OVER_REACT_KB} KB target`,
      `${times(ratio)} (+${kb(ours)})`,
      '<= 1x',
      verdict([ratio], (v) => v <= 1),
    ]
  }
  const widgets = WIDGET_CHUNKS.map((name): Line => {
    const bytes = result.tesseraLazyChunks.find((chunk) => chunk.name === name)?.gzipBytes ?? null
    const ratio = divide(bytes, TARGET_WIDGET_KB * 1024)
    return [
      `Widget chunk gzip, ${name} / ${TARGET_WIDGET_KB} KB target`,
      `${times(ratio)} (${kb(bytes)})`,
      '<= 1x',
      verdict([ratio], (v) => v <= 1),
    ]
  })
  const interactive = interactiveOverGen2(result)
  const interactiveRatio = divide(interactive.tessera, interactive.gen2)
  return [
    [
      'Client JS gzip over React, page with interactive blocks, Tessera / gen-2',
      `${times(interactiveRatio)} (+${kb(interactive.tessera)} / +${kb(interactive.gen2)})`,
      '<= 1x',
      verdict([interactiveRatio], (v) => v <= 1),
    ],
    ratioLine('initial', 'gen1'),
    ratioLine('initial', 'gen2'),
    ratioLine('whole', 'gen1'),
    ratioLine('whole', 'gen2'),
    targetLine('initial'),
    targetLine('whole'),
    ...widgets,
  ]
}

function serverLines(result: ServerBenchResult): Line[] {
  const scenarios = [
    ['warm', 'warm, 1 URL'],
    ['cycle', 'cycle, 100 paths'],
    ['cachebust', 'cachebust, 100 paths'],
  ] as const
  return scenarios.map(([scenario, label]): Line => {
    const rows = result.content.filter((row) => row.scenario === scenario)
    const pages = rows.map((row) => row.entries.toLocaleString('en-US')).join(' / ')
    const ratios = rows.map((row) => row.ratio)
    const isWarm = scenario === 'warm'
    return [
      `Content API req/s / bare node:http, access logs on, ${label} (${pages} pages)`,
      ratios.map((ratio) => `${Math.round(ratio * 100)}%`).join(' / '),
      isWarm ? `>= ${TARGET_WARM_OVER_BARE * 100}%` : '-',
      isWarm ? verdict(ratios, (v) => v >= TARGET_WARM_OVER_BARE) : '-',
    ]
  })
}

function lighthouseLines(result: LighthouseBenchResult): Line[] {
  const medians = lighthouseMedians(result.runs)
  const count = result.runs.length
  const label = (what: string) => `Lighthouse mobile, home page, ${what} (median of ${count})`
  const scores = result.runs.map((run) => run.score ?? 'n/a').join(', ')
  return [
    [
      label('performance'),
      `${medians.score ?? 'n/a'} (runs: ${scores})`,
      String(TARGET_PERFORMANCE),
      scoreVerdict(medians.score),
    ],
    [label('LCP'), formatMs(medians.lcpMs), '-', '-'],
    [label('CLS'), formatCls(medians.cls), String(TARGET_CLS), clsVerdict(medians.cls)],
    [label('TBT'), formatMs(medians.tbtMs), '-', '-'],
    ...floorSummary(result),
  ]
}

/** The bare Next.js page's median score and TBT, audited in the same run (no target). */
function floorSummary(result: LighthouseBenchResult): Line[] {
  const floor = result.floor
  if (floor === undefined) return []
  const label = 'Lighthouse mobile, bare Next.js page (the floor)'
  if ('error' in floor) return [[label, `failed: ${floor.error}`, '-', 'n/a']]
  const medians = lighthouseMedians(floor.runs)
  const scores = floor.runs.map((run) => run.score ?? 'n/a').join(', ')
  return [
    [`${label}, performance`, `${medians.score ?? 'n/a'} (runs: ${scores})`, '-', '-'],
    [`${label}, TBT`, formatMs(medians.tbtMs), '-', '-'],
  ]
}

function section<T>(
  name: string,
  value: T | Error | undefined,
  lines: (value: T) => Line[],
): Line[] {
  if (value === undefined) return [[name, 'not run', '-', 'n/a']]
  if (value instanceof Error) return [[name, `failed: ${value.message.split('\n')[0]}`, '-', 'n/a']]
  return lines(value)
}

/** The summary table of one `npm run bench` run. */
export function formatSummaryTable(input: BenchSummaryInput): string {
  const lines: Line[] = [
    ...section('Server render', input.render, renderLines),
    ...section('Client JS size', input.size, sizeLines),
    ...section('Content API', input.server, serverLines),
    ...section('Lighthouse', input.lighthouse, lighthouseLines),
    ...section('Page payload', input.payload, pagePayloadLines),
    ...section('Reliability', input.reliability, reliabilitySummaryLines),
  ]
  const header: Line = ['measure', 'measured', 'target', 'verdict']
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => line[column]?.length ?? 0)),
  )
  const render = (cells: readonly string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join(' | ')
      .trimEnd()
  return [
    render(header),
    widths.map((width) => '-'.repeat(width)).join('-|-'),
    ...lines.map(render),
  ].join('\n')
}
