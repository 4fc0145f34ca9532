/**
 * Plain-text report of the renderer benchmark: renders/s per renderer and page size, the
 * ratios, the HTML sizes, failures and the comparison with the targets.
 * @module
 */
import type { RenderBenchResult, RendererName, RenderBenchRow } from './render-measure.ts'

/** Targets of the renderer: Tessera at least this many times gen-1's renders/s… */
export const TARGET_OVER_GEN1 = 15
/** …and plain React at most this many times faster than Tessera. */
export const TARGET_PLAIN_OVER_TESSERA = 3

const LABELS: Record<RendererName, string> = {
  plain: 'plain React',
  tessera: 'Tessera',
  gen1: 'gen-1',
  gen2: 'gen-2',
}

function rate(row: RenderBenchRow, renderer: RendererName): number | null {
  return row.results.find((result) => result.renderer === renderer)?.rendersPerSecond ?? null
}

function ratio(top: number | null, bottom: number | null): number | null {
  return top === null || bottom === null || bottom === 0 ? null : top / bottom
}

function formatRate(value: number | null): string {
  return value === null ? 'n/a' : Math.round(value).toLocaleString('en-US')
}

function formatRatio(value: number | null): string {
  if (value === null) return 'n/a'
  return `${value.toFixed(value >= 10 ? 1 : 2)}x`
}

function table(header: string[], lines: string[][]): string {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => line[column]?.length ?? 0)),
  )
  const render = (cells: string[]) =>
    cells.map((cell, column) => cell.padStart(widths[column] ?? 0)).join(' | ')
  return [
    render(header),
    widths.map((width) => '-'.repeat(width)).join('-|-'),
    ...lines.map(render),
  ].join('\n')
}

function targetLine(
  label: string,
  rows: readonly RenderBenchRow[],
  value: (row: RenderBenchRow) => number | null,
  isMet: (value: number) => boolean,
): string {
  const parts = rows.map((row) => {
    const measured = value(row)
    const verdict = measured === null ? 'n/a' : isMet(measured) ? 'met' : 'MISSED'
    return `${row.blocks} blocks ${formatRatio(measured)} (${verdict})`
  })
  return `${label}: ${parts.join(', ')}`
}

/** The report of {@link RenderBenchResult} as printed by `npm run bench`. */
export function formatRenderTable(result: RenderBenchResult): string {
  const names = Object.keys(LABELS) as RendererName[]
  const header = [
    'blocks',
    ...names.map((name) => `${LABELS[name]} r/s`),
    'Tessera/gen-1',
    'Tessera/gen-2',
    'plain/Tessera',
  ]
  const lines = result.rows.map((row) => [
    String(row.blocks),
    ...names.map((name) => formatRate(rate(row, name))),
    formatRatio(ratio(rate(row, 'tessera'), rate(row, 'gen1'))),
    formatRatio(ratio(rate(row, 'tessera'), rate(row, 'gen2'))),
    formatRatio(ratio(rate(row, 'plain'), rate(row, 'tessera'))),
  ])
  const wall = result.rows.map(
    (row) =>
      `  ${row.blocks} blocks: ` +
      row.results
        .map((item) => `${LABELS[item.renderer]} ${formatRate(item.wallRendersPerSecond)}`)
        .join(', '),
  )
  const sizes = result.rows.map(
    (row) =>
      `  ${row.blocks} blocks: ` +
      row.results
        .map((item) => `${LABELS[item.renderer]} ${(item.htmlLength / 1024).toFixed(1)} KB`)
        .join(', '),
  )
  const failures = result.rows.flatMap((row) =>
    row.results
      .filter((item) => item.error !== undefined)
      .map((item) => `  n/a: ${LABELS[item.renderer]} at ${row.blocks} blocks: ${item.error}`),
  )
  const kinds = result.kinds
    .map((kind) =>
      kind === 'Columns'
        ? 'Columns (2 nested Text)'
        : kind === 'Core:Section'
          ? 'Core:Section (1 nested Text)'
          : kind,
    )
    .join(', ')
  return [
    `Pages cycle: ${kinds}; no bindings.` +
      (result.skippedKinds.length > 0 ? ` Left out: ${result.skippedKinds.join(', ')}.` : ''),
    '',
    'r/s: renders per second of CPU time (median of interleaved rounds; the wall-clock rate on an',
    `idle core). Load average during the run: ${result.load.average.toFixed(1)} on ${result.load.cores} cores.`,
    '',
    table(header, lines),
    '',
    'Wall-clock r/s (affected by the load):',
    ...wall,
    'HTML per render:',
    ...sizes,
    ...(failures.length > 0 ? ['Failures:', ...failures] : []),
    '',
    targetLine(
      `Target Tessera >= ${TARGET_OVER_GEN1}x gen-1`,
      result.rows,
      (row) => ratio(rate(row, 'tessera'), rate(row, 'gen1')),
      (value) => value >= TARGET_OVER_GEN1,
    ),
    targetLine(
      `Target plain/Tessera <= ${TARGET_PLAIN_OVER_TESSERA}x`,
      result.rows,
      (row) => ratio(rate(row, 'plain'), rate(row, 'tessera')),
      (value) => value <= TARGET_PLAIN_OVER_TESSERA,
    ),
  ].join('\n')
}
