/**
 * Plain-text report of the size benchmark: minified and gzipped KB per bundle, gzip over React
 * (whole bundle, and initial chunks of a code-split build), the comparison with the target and
 * Tessera's largest contributors.
 * @module
 */
import type { SizeBenchResult, SizeRow } from './size-bench.ts'
import { textTableLines } from './text-table.ts'

/** Target: Tessera's renderer with every non-widget block, gzipped, over React alone. */
export const TARGET_TESSERA_OVER_REACT_KB = 12

/** Target: each widget's own chunk, gzipped. */
export const TARGET_WIDGET_KB = 4

/** The widgets' chunks in a code-split build, named after their component files. */
export const WIDGET_CHUNKS = ['accordion', 'tabs', 'carousel', 'masonry'] as const

function kb(bytes: number | null): string {
  return bytes === null ? 'n/a' : `${(bytes / 1024).toFixed(1)} KB`
}

type GzipField = 'gzipBytes' | 'initialGzipBytes' | 'interactiveGzipBytes'

function overReact(
  row: SizeRow,
  react: SizeRow | undefined,
  field: GzipField = 'gzipBytes',
): number | null {
  const own = row[field]
  const base = react?.[field]
  if (own === null || base == null || row === react) return null
  return own - base
}

function verdictOf(over: number | null): string {
  if (over === null) return 'n/a'
  return `+${kb(over)} (${over / 1024 <= TARGET_TESSERA_OVER_REACT_KB ? 'met' : 'MISSED'})`
}

/** Each widget's chunk size against {@link TARGET_WIDGET_KB}; `n/a` for a chunk not found. */
function widgetText(result: SizeBenchResult): string {
  return WIDGET_CHUNKS.map((name) => {
    const chunk = result.tesseraLazyChunks.find((item) => item.name === name)
    if (!chunk) return `${name} n/a`
    return `${name} ${kb(chunk.gzipBytes)} (${chunk.gzipBytes / 1024 <= TARGET_WIDGET_KB ? 'met' : 'MISSED'})`
  }).join(', ')
}

function lazyText(result: SizeBenchResult): string {
  const chunks = result.tesseraLazyChunks.map(({ name, gzipBytes }) => `${name} ${kb(gzipBytes)}`)
  return chunks.join(', ') || 'none'
}

/** Target: a page with interactive blocks loads no more JS over React than gen-2's. */
export function interactiveOverGen2(result: SizeBenchResult): {
  tessera: number | null
  gen2: number | null
} {
  const react = result.rows.find((row) => row.entry === 'react')
  const over = (entry: 'tessera' | 'gen2') => {
    const row = result.rows.find((item) => item.entry === entry)
    return row ? overReact(row, react, 'interactiveGzipBytes') : null
  }
  return { tessera: over('tessera'), gen2: over('gen2') }
}

function interactiveTargetLine(result: SizeBenchResult): string {
  const { tessera, gen2 } = interactiveOverGen2(result)
  const verdict = tessera === null || gen2 === null ? 'n/a' : tessera <= gen2 ? 'met' : 'MISSED'
  return (
    'Target a page with interactive blocks loads <= gen-2 (gzip over React): ' +
    `Tessera +${kb(tessera)}, gen-2 +${kb(gen2)} (${verdict})`
  )
}

/** The report of {@link SizeBenchResult} as printed by `npm run bench`. */
export function formatSizeTable(result: SizeBenchResult): string {
  const react = result.rows.find((row) => row.entry === 'react')
  const header = [
    'bundle',
    'minified',
    'gzip -9',
    'over React',
    'initial gzip',
    'over React',
    'interactive page',
    'over React',
  ]
  const lines = result.rows.map((row) => {
    const over = (field: GzipField) =>
      row === react ? '-' : `+${kb(overReact(row, react, field))}`
    return [
      row.label,
      kb(row.bytes),
      kb(row.gzipBytes),
      over('gzipBytes'),
      kb(row.initialGzipBytes),
      over('initialGzipBytes'),
      kb(row.interactiveGzipBytes),
      over('interactiveGzipBytes'),
    ]
  })
  const failures = result.rows
    .filter((row) => row.error !== undefined)
    .map((row) => `  n/a: ${row.label}: ${row.error}`)
  const tessera = result.rows.find((row) => row.entry === 'tessera')
  const verdict = verdictOf(tessera ? overReact(tessera, react) : null)
  const initialVerdict = verdictOf(tessera ? overReact(tessera, react, 'initialGzipBytes') : null)
  const top = result.tesseraContributors
    .slice(0, 8)
    .map(({ name, bytes }) => `${name} ${kb(bytes)}`)
    .join(', ')
  return [
    ...textTableLines(header, lines),
    ...(failures.length > 0 ? ['Failures:', ...failures] : []),
    '',
    `Target Tessera <= ${TARGET_TESSERA_OVER_REACT_KB} KB gzip over React: ${verdict}; initial chunks only: ${initialVerdict}`,
    'initial = code-split build (ESM): entry chunk + chunks it imports statically, before any lazy import()',
    'interactive page = what a page with blocks that are not static (no code) loads: the initial chunks',
    '  and, for Tessera, its lazy React renderer chunk with the chunks it imports (the SDKs do not split)',
    '  (Tessera loads the blocks most pages do not have, forms, Symbol, Video, Embed, Router…, from',
    '  two chunks of their own, only for content that has them, and from one more the handlers of',
    '  block actions (author code, loaded with the evaluator), page-load and scroll animations, and',
    '  the CSS of content the server did not render: not counted here)',
    interactiveTargetLine(result),
    `Tessera's lazy chunks (gzip; loaded only when a page needs them): ${lazyText(result)}`,
    `Target each widget's chunk <= ${TARGET_WIDGET_KB} KB gzip: ${widgetText(result)}`,
    `Tessera blocks in the bundle: ${result.tesseraBlocks.join(', ') || 'none'}`,
    `Largest in Tessera's bundle (minified, React excluded): ${top}`,
  ].join('\n')
}
