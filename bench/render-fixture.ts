/**
 * Test support: renderer benchmark results made by hand (no clock), for the tests of the
 * tables, ratios and targets.
 * @module
 */
import type {
  PageKind,
  ReactMajor,
  RenderBenchResult,
  RendererName,
  RendererResult,
  RenderRun,
} from './render-result.ts'

/** Renders/s per renderer (`null`: the renderer failed) and, optionally, HTML bytes. */
export type FakeRates = Record<RendererName, number | null>

/** One page of a fake run: kind, size, rates, HTML bytes (default 1,000 each). */
export type FakeRow = [PageKind, number, FakeRates, Partial<Record<RendererName, number>>?]

function fakeResult(renderer: RendererName, rate: number | null, html: number): RendererResult {
  const base = { renderer, htmlBytes: html, htmlGzipBytes: Math.round(html / 4) }
  return rate === null
    ? { ...base, rendersPerSecond: null, wallRendersPerSecond: null, error: 'TypeError: boom' }
    : { ...base, rendersPerSecond: rate, wallRendersPerSecond: rate / 2 }
}

/** A run on one React version; wall-clock rates are half the CPU ones, gzip a quarter. */
export function fakeRun(major: ReactMajor, rows: readonly FakeRow[]): RenderRun {
  return {
    react: major === 19 ? '19.3.1' : '18.3.1',
    major,
    load: { start: 1.25, end: 1.5, cores: 2 },
    rows: rows.map(([page, blocks, rates, html = {}]) => ({
      page,
      blocks,
      results: (Object.keys(rates) as RendererName[]).map((name) =>
        fakeResult(name, rates[name], html[name] ?? 1000),
      ),
    })),
  }
}

/** A whole result of the given runs. */
export function fakeRenderResult(
  runs: RenderRun[],
  failedRuns: RenderBenchResult['failedRuns'] = [],
): RenderBenchResult {
  return { kinds: ['Text', 'Columns'], skippedKinds: [], bindEvery: 10, runs, failedRuns }
}
