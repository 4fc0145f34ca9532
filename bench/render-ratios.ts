/**
 * The figures the renderer benchmark's tables and targets are made of, from the runs of every
 * React version: Tessera's rate is its run on React 19 (the React it is built against); every
 * other renderer (gen-1, gen-2 and plain React, the floor) is taken at its FASTER run, so no
 * ratio flatters Tessera by measuring a peer on a React that slows it down. HTML bytes likewise:
 * a peer's smallest HTML. Pure functions, no clock.
 * @module
 */
import type {
  PageKind,
  ReactMajor,
  RenderBenchResult,
  RendererName,
  RenderRun,
} from './render-result.ts'

/** Tessera's figures come from its run on this React. */
export const TESSERA_REACT: ReactMajor = 19

/** One page of the benchmark: its kind and its size. */
export interface PageKey {
  page: PageKind
  blocks: number
}

/** A figure and the React version of the run it comes from (`null`: not measured). */
export interface Picked {
  value: number | null
  react: ReactMajor | null
}

const NONE: Picked = { value: null, react: null }

/** The pages measured, in the order of the first run that has them. */
export function pagesOf(result: RenderBenchResult): PageKey[] {
  const keys: PageKey[] = []
  for (const run of result.runs) {
    for (const { page, blocks } of run.rows) {
      if (!keys.some((key) => key.page === page && key.blocks === blocks)) {
        keys.push({ page, blocks })
      }
    }
  }
  return keys
}

function resultIn(run: RenderRun, key: PageKey, renderer: RendererName) {
  return run.rows
    .find((row) => row.page === key.page && row.blocks === key.blocks)
    ?.results.find((item) => item.renderer === renderer)
}

/** A renderer's renders/s on one page in one React's run (`null`: failed or not measured). */
export function rateOn(
  result: RenderBenchResult,
  react: ReactMajor,
  key: PageKey,
  renderer: RendererName,
): number | null {
  const run = result.runs.find((item) => item.major === react)
  return run ? (resultIn(run, key, renderer)?.rendersPerSecond ?? null) : null
}

/** A renderer's fastest renders/s on one page over the React versions, and which React. */
export function fastestRate(
  result: RenderBenchResult,
  key: PageKey,
  renderer: RendererName,
): Picked {
  return result.runs.reduce<Picked>((best, run) => {
    const rate = resultIn(run, key, renderer)?.rendersPerSecond ?? null
    return rate !== null && (best.value === null || rate > best.value)
      ? { value: rate, react: run.major }
      : best
  }, NONE)
}

/** The figure of `renderer` that ratios use: Tessera on React 19, the others at their fastest. */
export function comparedRate(
  result: RenderBenchResult,
  key: PageKey,
  renderer: RendererName,
): Picked {
  if (renderer !== 'tessera') return fastestRate(result, key, renderer)
  const value = rateOn(result, TESSERA_REACT, key, 'tessera')
  return value === null ? NONE : { value, react: TESSERA_REACT }
}

/** `top / bottom`, `null` when either is missing or the bottom is 0. */
export function divide(top: number | null, bottom: number | null): number | null {
  return top === null || bottom === null || bottom === 0 ? null : top / bottom
}

/**
 * Tessera's renders/s over `other`'s (each as {@link comparedRate} picks them), with the React
 * of `other`'s figure; for `plain` this is Tessera / plain React (≥ 1/3: within 3× of it).
 */
export function tesseraOver(result: RenderBenchResult, key: PageKey, other: RendererName): Picked {
  const theirs = comparedRate(result, key, other)
  return {
    value: divide(comparedRate(result, key, 'tessera').value, theirs.value),
    react: theirs.react,
  }
}

/** A renderer's HTML bytes on one page: Tessera's on React 19, the others' smallest. */
export function comparedHtmlBytes(
  result: RenderBenchResult,
  key: PageKey,
  renderer: RendererName,
  field: 'htmlBytes' | 'htmlGzipBytes' = 'htmlBytes',
): Picked {
  return result.runs.reduce<Picked>((best, run) => {
    if (renderer === 'tessera' && run.major !== TESSERA_REACT) return best
    const item = resultIn(run, key, renderer)
    if (item === undefined || item.error !== undefined) return best
    const bytes = item[field]
    return best.value === null || bytes < best.value ? { value: bytes, react: run.major } : best
  }, NONE)
}

/** Tessera's HTML bytes over `other`'s (≤ 1: no more bytes than it). */
export function htmlOver(result: RenderBenchResult, key: PageKey, other: RendererName): Picked {
  const theirs = comparedHtmlBytes(result, key, other)
  return {
    value: divide(comparedHtmlBytes(result, key, 'tessera').value, theirs.value),
    react: theirs.react,
  }
}

/** "met" when every value meets the target, "MISSED" when one misses, "n/a" when one is missing. */
export function verdictOf(
  values: readonly (number | null)[],
  isMet: (value: number) => boolean,
): 'met' | 'MISSED' | 'n/a' {
  if (values.length === 0 || values.some((value) => value === null)) return 'n/a'
  return values.every((value) => value !== null && isMet(value)) ? 'met' : 'MISSED'
}
