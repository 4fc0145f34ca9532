/**
 * Merges the passes of the renderer benchmark: the child of each React version runs several
 * times, the versions taking turns (19, 18, 19, 18…), so that a change of the machine's load
 * during the benchmark weighs on every version alike. A renderer's rate is the mean of its
 * passes' rates; one failed pass makes it failed, with that pass's error.
 * @module
 */
import type { RendererResult, RenderRun } from './render-result.ts'

function mean(values: readonly (number | null)[]): number | null {
  if (values.length === 0 || values.some((value) => value === null)) return null
  return (values as number[]).reduce((sum, value) => sum + value, 0) / values.length
}

function mergeResult(results: readonly RendererResult[]): RendererResult {
  const [first] = results
  if (first === undefined) throw new Error('mergeResult: no result')
  const failed = results.find((item) => item.error !== undefined)
  if (failed !== undefined) return failed
  return {
    ...first,
    rendersPerSecond: mean(results.map((item) => item.rendersPerSecond)),
    wallRendersPerSecond: mean(results.map((item) => item.wallRendersPerSecond)),
  }
}

/**
 * One run of several passes of the same React version (each with the same pages and
 * renderers): rates averaged, HTML of the first pass, load from the first pass's start to the
 * last pass's end.
 */
export function mergePasses(passes: readonly RenderRun[]): RenderRun {
  const [first] = passes
  const last = passes.at(-1)
  if (first === undefined || last === undefined) throw new Error('mergePasses: no pass')
  return {
    ...first,
    load: { start: first.load.start, end: last.load.end, cores: first.load.cores },
    rows: first.rows.map((row, rowIndex) => ({
      ...row,
      results: row.results.map((result, index) =>
        mergeResult(passes.map((pass) => pass.rows[rowIndex]?.results[index] ?? result)),
      ),
    })),
  }
}
