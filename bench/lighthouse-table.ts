/**
 * The Lighthouse benchmark's result, its medians and verdicts against the targets, and its
 * plain-text report (one line per run, the median, what cost points in the median run).
 * Pure.
 * @module
 */
import type { LighthouseRun, UrlFigure } from './lighthouse-extract.ts'
import { textTableLines } from './text-table.ts'

/** Target: the home page's mobile performance score. */
export const TARGET_PERFORMANCE = 100
/** Target: no layout shift at all. */
export const TARGET_CLS = 0

/** What {@link runLighthouseBench} (lighthouse-bench.ts) measured. */
export interface LighthouseBenchResult {
  /** The audited page (its port changes every run). */
  url: string
  runs: LighthouseRun[]
  /**
   * The bare Next.js App Router page (`lighthouse-floor.ts`) audited in turn with the demo:
   * the framework's floor on this machine; the error when it could not run.
   */
  floor?: { runs: LighthouseRun[] } | { error: string }
  lighthouseVersion: string
  /** Chromium's user agent as Lighthouse saw it. */
  hostUserAgent: string
  /** 1-minute load average before the first and after the last run, and the core count. */
  load: { before: number; after: number; cores: number }
}

/** The median of each figure over the runs. */
export interface LighthouseMedians {
  score: number | null
  lcpMs: number | null
  cls: number | null
  tbtMs: number | null
  fcpMs: number | null
  speedIndexMs: number | null
}

/** `met`, `MISSED`, or `n/a` when nothing was measured. */
export type Verdict = 'met' | 'MISSED' | 'n/a'

/** Median of the numbers (nulls left out; the mean of the middle two for an even count). */
export function median(values: readonly (number | null)[]): number | null {
  const sorted = values.filter((value): value is number => value !== null).sort((a, b) => a - b)
  if (sorted.length === 0) return null
  const middle = Math.floor(sorted.length / 2)
  const upper = sorted[middle] ?? 0
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? upper) + upper) / 2
}

/** The median of every figure, each over all runs. */
export function lighthouseMedians(runs: readonly LighthouseRun[]): LighthouseMedians {
  const of = (pick: (run: LighthouseRun) => number | null) => median(runs.map(pick))
  return {
    score: of((run) => run.score),
    lcpMs: of((run) => run.lcpMs),
    cls: of((run) => run.cls),
    tbtMs: of((run) => run.tbtMs),
    fcpMs: of((run) => run.fcpMs),
    speedIndexMs: of((run) => run.speedIndexMs),
  }
}

/** Performance score against {@link TARGET_PERFORMANCE}. */
export function scoreVerdict(score: number | null): Verdict {
  return score === null ? 'n/a' : score >= TARGET_PERFORMANCE ? 'met' : 'MISSED'
}

/** CLS against {@link TARGET_CLS} (exactly 0: any shift misses it). */
export function clsVerdict(cls: number | null): Verdict {
  return cls === null ? 'n/a' : cls <= TARGET_CLS ? 'met' : 'MISSED'
}

/** The run whose score is the median one (the first such), whose audits the report details. */
export function medianRun(runs: readonly LighthouseRun[]): LighthouseRun | undefined {
  const score = median(runs.map((run) => run.score))
  const distance = (run: LighthouseRun) =>
    run.score === null || score === null ? Infinity : Math.abs(run.score - score)
  return [...runs].sort((a, b) => distance(a) - distance(b))[0]
}

/** "2.54 s", "144 ms", "n/a". */
export function formatMs(ms: number | null): string {
  if (ms === null) return 'n/a'
  return ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${Math.round(ms)} ms`
}

/** CLS with up to 4 decimals ("0", "0.0123"). */
export function formatCls(cls: number | null): string {
  if (cls === null) return 'n/a'
  return cls === 0 ? '0' : cls.toFixed(4)
}

function formatScore(score: number | null): string {
  return score === null ? 'n/a' : String(score)
}

function figures(items: readonly UrlFigure[], unit: 'ms' | 'KB', limit = 5): string {
  const show = (value: number) =>
    unit === 'ms' ? `${Math.round(value)} ms` : `${(value / 1024).toFixed(1)} KB`
  const text = items
    .slice(0, limit)
    .map(
      (item) =>
        `${item.url} ${show(item.value)}${item.of === undefined ? '' : ` of ${show(item.of)}`}`,
    )
  return text.join(', ') || 'none'
}

function row(label: string, figures: LighthouseMedians): string[] {
  return [
    label,
    formatScore(figures.score),
    formatMs(figures.lcpMs),
    formatCls(figures.cls),
    formatMs(figures.tbtMs),
    formatMs(figures.fcpMs),
    formatMs(figures.speedIndexMs),
  ]
}

function table(header: readonly string[], lines: readonly string[][]): string {
  return textTableLines(header, lines).join('\n')
}

/** What cost points in one run: metrics below full score, then their causes. */
function details(run: LighthouseRun, index: number): string[] {
  const losses = run.losses
    .filter((loss) => loss.lost > 0.005)
    .map((loss) => {
      const value = loss.acronym === 'CLS' ? formatCls(loss.value) : formatMs(loss.value)
      return `${loss.acronym} ${value} (score ${loss.score ?? 'n/a'} x weight ${loss.weight}: -${loss.lost.toFixed(2)})`
    })
  const phases = run.lcpPhases.map(({ phase, ms }) => `${phase} ${formatMs(ms)}`).join(', ')
  return [
    `Points lost in run ${index + 1} (median score): ${losses.join(', ') || 'none'}`,
    `  LCP element: ${run.lcpElement ?? 'n/a'}${phases ? `; phases: ${phases}` : ''}`,
    `  Long tasks (TBT): ${figures(run.longTasks, 'ms')}`,
    `  Script boot-up (scripting of total): ${figures(run.bootup, 'ms')}`,
    `  Unused JavaScript (unused of transferred): ${figures(run.unusedJs, 'KB')}`,
    ...(run.savings.length > 0 ? [`  Other savings: ${run.savings.join('; ')}`] : []),
    ...(run.warnings.length > 0 ? [`  Warnings: ${run.warnings.join('; ')}`] : []),
  ]
}

/** The floor's lines of the report: its runs and median, or why it is missing. */
function floorLines(floor: LighthouseBenchResult['floor']): string[] {
  if (floor === undefined) return []
  if ('error' in floor) return ['', `Bare Next.js page (the floor): failed: ${floor.error}`]
  return [
    '',
    'Bare Next.js App Router page with one client component (bench/fixtures/next-floor), audited',
    'in turn with the demo: what Next.js and React cost on this machine before any content.',
    table(
      ['run', 'score', 'LCP', 'CLS', 'TBT', 'FCP', 'Speed Index'],
      [
        ...floor.runs.map((run, i) => row(String(i + 1), run)),
        row('median', lighthouseMedians(floor.runs)),
      ],
    ),
  ]
}

/** The report of {@link LighthouseBenchResult} as printed by `npm run bench`. */
export function formatLighthouseTable(result: LighthouseBenchResult): string {
  const medians = lighthouseMedians(result.runs)
  const detailed = medianRun(result.runs)
  const chromium = /(?:Headless)?Chrome\/([\d.]+)/.exec(result.hostUserAgent)?.[1] ?? '?'
  const index = result.runs
    .map((run) => run.benchmarkIndex)
    .filter((value) => value !== null)
    .map((value) => Math.round(value))
  return [
    table(
      ['run', 'score', 'LCP', 'CLS', 'TBT', 'FCP', 'Speed Index'],
      [...result.runs.map((run, i) => row(String(i + 1), run)), row('median', medians)],
    ),
    '',
    `Target performance ${TARGET_PERFORMANCE}: ${formatScore(medians.score)} (${scoreVerdict(medians.score)}); ` +
      `target CLS ${TARGET_CLS}: ${formatCls(medians.cls)} (${clsVerdict(medians.cls)})`,
    ...(detailed ? details(detailed, result.runs.indexOf(detailed)) : []),
    ...floorLines(result.floor),
    `Lighthouse ${result.lighthouseVersion}, default config (mobile, simulated throttling), ` +
      `performance only; Chromium ${chromium}; benchmarkIndex ${index.join(', ') || 'n/a'}; ` +
      `load average ${result.load.before.toFixed(1)} before, ${result.load.after.toFixed(1)} after ` +
      `(${result.load.cores} cores)`,
  ].join('\n')
}
