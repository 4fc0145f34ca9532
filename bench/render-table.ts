/**
 * Plain-text report of the renderer benchmark: renders/s per renderer, React version and page,
 * the ratios (each peer and the plain React floor at its faster React), the HTML bytes table,
 * failures and the targets.
 * @module
 */
import { formatHtmlTable } from './render-html-table.ts'
import { pagesOf, rateOn, tesseraOver } from './render-ratios.ts'
import type { PageKey } from './render-ratios.ts'
import type { RenderBenchResult, RendererName } from './render-result.ts'
import { formatTargetLine, formatTimes, renderTargets } from './render-targets.ts'
import { textTableLines } from './text-table.ts'

export {
  TARGET_BINDINGS_OVER_GEN1,
  TARGET_HTML_OVER_GEN1,
  TARGET_PLAIN_OVER_TESSERA,
  TARGET_STATIC_OVER_GEN1,
} from './render-targets.ts'

/** Column labels of the renderers. */
export const RENDERER_LABELS: Record<RendererName, string> = {
  plain: 'plain React',
  tessera: 'Tessera',
  gen1: 'gen-1',
  gen2: 'gen-2',
}

const RENDERERS = Object.keys(RENDERER_LABELS) as RendererName[]

function formatRate(value: number | null): string {
  return value === null ? 'n/a' : Math.round(value).toLocaleString('en-US')
}

/** A ratio and, when it used a peer's run, that run's React: `12.3x (R18)`. */
function ratioCell(result: RenderBenchResult, key: PageKey, other: RendererName): string {
  const { value, react } = tesseraOver(result, key, other)
  return value === null ? 'n/a' : `${formatTimes(value)} (R${react})`
}

function ratesTable(result: RenderBenchResult): string[] {
  const reacts = result.runs.map((run) => run.major)
  const header = [
    'page',
    'blocks',
    ...RENDERERS.flatMap((name) => reacts.map((react) => `${RENDERER_LABELS[name]} R${react}`)),
    'Tessera/gen-1',
    'Tessera/gen-2',
    'Tessera/plain',
  ]
  const lines = pagesOf(result).map((key) => [
    key.page,
    String(key.blocks),
    ...RENDERERS.flatMap((name) =>
      reacts.map((react) => formatRate(rateOn(result, react, key, name))),
    ),
    ratioCell(result, key, 'gen1'),
    ratioCell(result, key, 'gen2'),
    ratioCell(result, key, 'plain'),
  ])
  return textTableLines(header, lines)
}

function kindsText(result: RenderBenchResult): string {
  const kinds = result.kinds
    .map((kind) =>
      kind === 'Columns'
        ? 'Columns (2 nested Text)'
        : kind === 'Core:Section'
          ? 'Core:Section (1 nested Text)'
          : kind,
    )
    .join(', ')
  const skipped =
    result.skippedKinds.length > 0 ? ` Left out: ${result.skippedKinds.join(', ')}.` : ''
  return (
    `Pages cycle: ${kinds}. "bindings": one top-level Text in ${result.bindEvery} bound to the ` +
    `content's state (gen-1 renders those empty: its isolated-vm is a stub here).${skipped}`
  )
}

function wallLines(result: RenderBenchResult): string[] {
  return result.runs.flatMap((run) =>
    run.rows.map(
      (row) =>
        `  React ${run.major}, ${row.page} ${row.blocks}: ` +
        row.results
          .map(
            (item) => `${RENDERER_LABELS[item.renderer]} ${formatRate(item.wallRendersPerSecond)}`,
          )
          .join(', '),
    ),
  )
}

function failureLines(result: RenderBenchResult): string[] {
  const runs = result.failedRuns.map(({ major, error }) => `  React ${major}: ${error}`)
  const renderers = result.runs.flatMap((run) =>
    run.rows.flatMap((row) =>
      row.results
        .filter((item) => item.error !== undefined)
        .map(
          (item) =>
            `  n/a: ${RENDERER_LABELS[item.renderer]} on React ${run.major}, ${row.page} ` +
            `${row.blocks} blocks: ${item.error}`,
        ),
    ),
  )
  const all = [...runs, ...renderers]
  return all.length > 0 ? ['Failures:', ...all] : []
}

function loadText(result: RenderBenchResult): string {
  const loads = result.runs.map(
    (run) =>
      `React ${run.major} (${run.react}) ${run.load.start.toFixed(1)}–${run.load.end.toFixed(1)}`,
  )
  const cores = result.runs[0]?.load.cores ?? 0
  return `Load average (1 min) from the first pass's start to the last's end: ${loads.join(', ')}; ${cores} cores.`
}

/** The report of {@link RenderBenchResult} as printed by `npm run bench`. */
export function formatRenderTable(result: RenderBenchResult): string {
  return [
    kindsText(result),
    '',
    'r/s: renders per second of CPU time (median of interleaved rounds; the wall-clock rate on an',
    'idle core), in child processes of one React version each (R19, R18) taking turns, the mean',
    'of their passes. Ratios: Tessera on React 19 over each other renderer on its FASTER React',
    '(the one in brackets).',
    loadText(result),
    '',
    ...ratesTable(result),
    '',
    'Wall-clock r/s (affected by the load):',
    ...wallLines(result),
    '',
    'Server HTML of the static pages (bytes of one render; gzip -9 in brackets; peers at their',
    'smallest over the React versions):',
    '',
    ...formatHtmlTable(result),
    ...failureLines(result),
    '',
    ...renderTargets(result).map(formatTargetLine),
  ].join('\n')
}
