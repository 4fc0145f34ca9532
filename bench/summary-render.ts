/**
 * The render part of the summary table (`summary-table.ts`): Tessera on React 19 over gen-1,
 * gen-2 and plain React, each at its faster React, on static pages and pages with bindings, and
 * Tessera's server HTML bytes over gen-1's, each with its target and verdict.
 * @module
 */
import { htmlOver, pagesOf, tesseraOver, verdictOf } from './render-ratios.ts'
import type { PageKey } from './render-ratios.ts'
import type { PageKind, RenderBenchResult, RendererName } from './render-result.ts'
import {
  formatTimes,
  TARGET_BINDINGS_OVER_GEN1,
  TARGET_HTML_OVER_GEN1,
  TARGET_PLAIN_OVER_TESSERA,
  TARGET_STATIC_OVER_GEN1,
} from './render-targets.ts'

/** One line of the summary: what, measured, target, verdict. */
export type SummaryLine = [string, string, string, string]

type Line = SummaryLine

/** The summary's lines of the renderer benchmark. */
export function renderLines(result: RenderBenchResult): Line[] {
  const keys = (page: PageKind) => pagesOf(result).filter((key) => key.page === page)
  const line = (
    label: string,
    page: PageKind,
    value: (key: PageKey) => number | null,
    target = '-',
    isMet?: (v: number) => boolean,
  ): Line => {
    const values = keys(page).map(value)
    const blocks = keys(page)
      .map((key) => key.blocks)
      .join(' / ')
    return [
      `${label}, ${page === 'static' ? 'static pages' : 'pages with bindings'} (${blocks} blocks)`,
      values.map(formatTimes).join(' / '),
      target,
      isMet ? verdictOf(values, isMet) : '-',
    ]
  }
  const over = (other: RendererName) => (key: PageKey) => tesseraOver(result, key, other).value
  const floor = 1 / TARGET_PLAIN_OVER_TESSERA
  const plainTarget = `>= ${formatTimes(floor)} (plain within ${TARGET_PLAIN_OVER_TESSERA}x)`
  const gen1 = 'Server render r/s, Tessera / gen-1 (its faster React)'
  const plain = 'Server render r/s, Tessera / plain React (its faster React)'
  const failed = result.failedRuns.map(({ major, error }): Line => [
    `Server render on React ${major} (ratios without it)`,
    `failed: ${error.split('\n')[0]}`,
    '-',
    'n/a',
  ])
  return [
    ...failed,
    line(gen1, 'static', over('gen1'), `>= ${TARGET_STATIC_OVER_GEN1}x`, (v) => {
      return v >= TARGET_STATIC_OVER_GEN1
    }),
    line(gen1, 'bindings', over('gen1'), `>= ${TARGET_BINDINGS_OVER_GEN1}x`, (v) => {
      return v >= TARGET_BINDINGS_OVER_GEN1
    }),
    line('Server render r/s, Tessera / gen-2 (its faster React)', 'static', over('gen2')),
    line('Server render r/s, Tessera / gen-2 (its faster React)', 'bindings', over('gen2')),
    line(plain, 'static', over('plain'), plainTarget, (v) => v >= floor),
    line(plain, 'bindings', over('plain'), plainTarget, (v) => v >= floor),
    line(
      'Server HTML bytes, Tessera / gen-1',
      'static',
      (key) => htmlOver(result, key, 'gen1').value,
      `<= ${TARGET_HTML_OVER_GEN1}x`,
      (v) => v <= TARGET_HTML_OVER_GEN1,
    ),
  ]
}
