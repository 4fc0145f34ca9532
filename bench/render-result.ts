/**
 * What the renderer benchmark measures (`render-measure.ts`, one child process per React
 * version) and how it is asked to, shared by the measuring, the tables and their tests.
 * @module
 */
import type { PageBlockKind } from './fixtures/generate-page.ts'

/** The renderers compared, in column order. */
export type RendererName = 'plain' | 'tessera' | 'gen1' | 'gen2'

/** The React versions the benchmark renders on (React 18 from `bench/react18/`). */
export type ReactMajor = 18 | 19

/** A generated page without bindings, or with one top-level Text in `bindEvery` bound. */
export type PageKind = 'static' | 'bindings'

/** One renderer on one page: renders/s and HTML bytes, or why it could not be measured. */
export interface RendererResult {
  renderer: RendererName
  /**
   * Renders per second of the process's CPU time (user + system): the wall-clock rate on an
   * idle core, steady when other processes compete for the CPU. `null` when the renderer
   * failed (see `error`).
   */
  rendersPerSecond: number | null
  /** Renders per second of wall-clock time (depends on the machine's load). */
  wallRendersPerSecond: number | null
  /** UTF-8 bytes of one render's HTML (0 when the render threw). */
  htmlBytes: number
  /** Those bytes gzipped (level 9). */
  htmlGzipBytes: number
  /** The exact error when the renderer failed or rendered incomplete HTML. */
  error?: string
}

/** The results on one page. */
export interface RenderBenchRow {
  page: PageKind
  /** Top-level blocks. */
  blocks: number
  results: RendererResult[]
}

/** The measurements of one child process: every renderer on one React version. */
export interface RenderRun {
  /** React's exact version in that process (`React.version`). */
  react: string
  major: ReactMajor
  /** 1-minute load average when the child started and ended its measurements, and core count. */
  load: { start: number; end: number; cores: number }
  rows: RenderBenchRow[]
}

/** What the renderer benchmark measured. */
export interface RenderBenchResult {
  kinds: readonly PageBlockKind[]
  /** Kinds left out of the pages, with the reason. */
  skippedKinds: string[]
  /** On pages with bindings, one top-level Text in this many is bound. */
  bindEvery: number
  /** One per React version measured, in the order measured (React 19 first). */
  runs: RenderRun[]
  /** React versions whose child failed, with the exact error. */
  failedRuns: { major: ReactMajor; error: string }[]
}

/** Options of the renderer benchmark. */
export interface RenderBenchOptions {
  /** Page sizes (top-level blocks). Default: [100, 1000]. */
  sizes?: readonly number[]
  /** Kinds of page. Default: ['static', 'bindings']. */
  pages?: readonly PageKind[]
  /** On pages with bindings, one top-level Text in this many is bound. Default: 10. */
  bindEvery?: number
  /** React versions, one child process each, in this order. Default: [19, 18]. */
  reacts?: readonly ReactMajor[]
  /**
   * Turns the React versions' children take (19, 18, 19, 18…), each measuring its share of
   * `durationMs`; a rate is the mean of the passes'. Default: 2.
   */
  passes?: number
  /** Measured time per renderer, page and React version, in ms, split over the passes and rounds. Default: 1500. */
  durationMs?: number
  /**
   * Rounds the measured time is split into, the renderers taking turns each round; a
   * renderer's rate is its median round (steadier on a busy machine). Default: 5.
   */
  rounds?: number
  /** Untimed rendering before measuring, in ms (at least 3 renders). Default: 300. */
  warmupMs?: number
}
