/**
 * The renderer's targets (issue 17), each checked on the pages it is about, with the figures of
 * `render-ratios.ts` (Tessera on React 19 against each peer's faster React, the floor's too):
 * static pages ≥ 10× gen-1, pages with bindings ≥ 8× gen-1, within 3× of plain React (on both),
 * and no more HTML bytes than gen-1 for the same (static) content.
 * @module
 */
import { divide, htmlOver, pagesOf, tesseraOver, verdictOf } from './render-ratios.ts'
import type { PageKey, Picked } from './render-ratios.ts'
import type { PageKind, RenderBenchResult } from './render-result.ts'

/** Tessera's renders/s over gen-1's on static pages… */
export const TARGET_STATIC_OVER_GEN1 = 10
/** …and on pages with bindings. */
export const TARGET_BINDINGS_OVER_GEN1 = 8
/** Plain React at most this many times faster than Tessera. */
export const TARGET_PLAIN_OVER_TESSERA = 3
/** Tessera's HTML bytes over gen-1's, at most. */
export const TARGET_HTML_OVER_GEN1 = 1

/** One target's figure on one page. */
export interface TargetValue extends Picked {
  key: PageKey
}

/** One target checked on its pages. */
export interface TargetCheck {
  /** What is compared, e.g. `Tessera / gen-1 r/s, static pages`. */
  label: string
  /** The target, e.g. `>= 10x`. */
  target: string
  values: TargetValue[]
  verdict: 'met' | 'MISSED' | 'n/a'
}

function check(
  result: RenderBenchResult,
  label: string,
  target: string,
  pages: readonly PageKind[],
  value: (key: PageKey) => Picked,
  isMet: (value: number) => boolean,
): TargetCheck {
  const values = pagesOf(result)
    .filter((key) => pages.includes(key.page))
    .map((key) => ({ key, ...value(key) }))
  return {
    label,
    target,
    values,
    verdict: verdictOf(
      values.map((item) => item.value),
      isMet,
    ),
  }
}

/** Plain React's renders/s over Tessera's (≤ 3: Tessera within 3× of the floor). */
function plainOverTessera(result: RenderBenchResult, key: PageKey): Picked {
  const { value, react } = tesseraOver(result, key, 'plain')
  return { value: divide(value === null ? null : 1, value), react }
}

/** Every target of the renderer, checked on the pages measured. */
export function renderTargets(result: RenderBenchResult): TargetCheck[] {
  return [
    check(
      result,
      'Tessera / gen-1 r/s, static pages (gen-1 on its faster React)',
      `>= ${TARGET_STATIC_OVER_GEN1}x`,
      ['static'],
      (key) => tesseraOver(result, key, 'gen1'),
      (value) => value >= TARGET_STATIC_OVER_GEN1,
    ),
    check(
      result,
      'Tessera / gen-1 r/s, pages with bindings (gen-1 on its faster React)',
      `>= ${TARGET_BINDINGS_OVER_GEN1}x`,
      ['bindings'],
      (key) => tesseraOver(result, key, 'gen1'),
      (value) => value >= TARGET_BINDINGS_OVER_GEN1,
    ),
    check(
      result,
      'plain React / Tessera r/s (plain React on its faster React)',
      `<= ${TARGET_PLAIN_OVER_TESSERA}x`,
      ['static', 'bindings'],
      (key) => plainOverTessera(result, key),
      (value) => value <= TARGET_PLAIN_OVER_TESSERA,
    ),
    check(
      result,
      'Tessera / gen-1 HTML bytes, static pages (gen-1 at its smallest)',
      `<= ${TARGET_HTML_OVER_GEN1}x`,
      ['static'],
      (key) => htmlOver(result, key, 'gen1'),
      (value) => value <= TARGET_HTML_OVER_GEN1,
    ),
  ]
}

/** `1.23x` under 10, `12.3x` from 10, `n/a` when missing. */
export function formatTimes(value: number | null): string {
  if (value === null) return 'n/a'
  return `${value.toFixed(value >= 10 ? 1 : 2)}x`
}

/** A page's short name: `static 100`, `bindings 1000`. */
export function pageName(key: PageKey): string {
  return `${key.page} ${key.blocks}`
}

/**
 * The line `npm run bench` prints for a target: `Target <label> <target>: static 100 12.3x
 * (React 18), static 1000 11.0x (React 19): met`.
 */
export function formatTargetLine(item: TargetCheck): string {
  const values = item.values.map(
    ({ key, value, react }) =>
      `${pageName(key)} ${formatTimes(value)}` + (react === null ? '' : ` (React ${react})`),
  )
  return `Target ${item.label} ${item.target}: ${values.join(', ') || 'not measured'}: ${item.verdict}`
}
