/**
 * The HTML-bytes table of the renderer benchmark: the server HTML of the same static pages
 * written by plain React, Tessera, gen-1 and gen-2, in bytes and gzipped, and Tessera's bytes
 * over gen-1's (target: ≤ 1).
 * @module
 */
import { comparedHtmlBytes, htmlOver, pagesOf } from './render-ratios.ts'
import type { RenderBenchResult, RendererName } from './render-result.ts'
import { formatTimes } from './render-targets.ts'
import { textTableLines } from './text-table.ts'

const COLUMNS: readonly [RendererName, string][] = [
  ['plain', 'plain React'],
  ['tessera', 'Tessera'],
  ['gen1', 'gen-1'],
  ['gen2', 'gen-2'],
]

/** `56.7 KB`, `n/a` when missing. */
export function formatKb(bytes: number | null): string {
  return bytes === null ? 'n/a' : `${(bytes / 1024).toFixed(1)} KB`
}

/** The table's lines (static pages only: on pages with bindings the peers leave texts out). */
export function formatHtmlTable(result: RenderBenchResult): string[] {
  const header = ['blocks', ...COLUMNS.map(([, label]) => label), 'Tessera/gen-1', 'Tessera/gen-2']
  const lines = pagesOf(result)
    .filter((key) => key.page === 'static')
    .map((key) => [
      String(key.blocks),
      ...COLUMNS.map(([name]) => {
        const bytes = comparedHtmlBytes(result, key, name).value
        const gzip = comparedHtmlBytes(result, key, name, 'htmlGzipBytes').value
        return `${formatKb(bytes)} (${formatKb(gzip)})`
      }),
      formatTimes(htmlOver(result, key, 'gen1').value),
      formatTimes(htmlOver(result, key, 'gen2').value),
    ])
  return textTableLines(header, lines)
}
