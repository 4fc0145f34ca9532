/**
 * The figures the Lighthouse benchmark reports, read from one Lighthouse result (LHR): the
 * performance score and metrics, the points each metric cost, and what costs them (the LCP
 * element and its phases, long tasks, script boot-up, unused JavaScript, other savings).
 * Pure: reads plain JSON, so tests can pass a hand-made result.
 * @module
 */

/** The part of a Lighthouse result read here (Lighthouse's `LH.Result` fits it). */
export interface LighthouseResultLike {
  lighthouseVersion?: string
  environment?: { benchmarkIndex?: number; hostUserAgent?: string }
  runWarnings?: readonly string[]
  categories: { performance?: { score: number | null; auditRefs: readonly AuditRefLike[] } }
  audits: Record<string, AuditLike | undefined>
}

interface AuditRefLike {
  id: string
  weight: number
  acronym?: string
}

interface AuditLike {
  title?: string
  score: number | null
  numericValue?: number
  displayValue?: string
  metricSavings?: Record<string, number | undefined>
  details?: unknown
}

/** A metric's share of the score: it cost `weight × (1 − score)` points. */
export interface MetricLoss {
  acronym: string
  value: number | null
  score: number | null
  weight: number
  /** Points of the 100 lost on this metric. */
  lost: number
}

/** A script or other URL with a time or a size. */
export interface UrlFigure {
  url: string
  /** ms (long tasks, boot-up) or bytes (unused JavaScript). */
  value: number
  /** Total: boot-up total ms of which `value` is scripting; bytes of which `value` is unused. */
  of?: number
}

/** What one Lighthouse run measured. */
export interface LighthouseRun {
  /** Performance score, 0–100; `null` when Lighthouse could not score it. */
  score: number | null
  lcpMs: number | null
  cls: number | null
  tbtMs: number | null
  fcpMs: number | null
  speedIndexMs: number | null
  losses: MetricLoss[]
  /** The LCP element (selector, and its label when it has one). */
  lcpElement: string | null
  /** LCP phases (TTFB, Load Delay, Load Time, Render Delay) in ms. */
  lcpPhases: { phase: string; ms: number }[]
  longTasks: UrlFigure[]
  bootup: UrlFigure[]
  unusedJs: UrlFigure[]
  /** Other audits below full score with estimated metric savings ("id: display (LCP 150)"). */
  savings: string[]
  warnings: string[]
  benchmarkIndex: number | null
}

type Row = Record<string, unknown>

/** The rows of a table detail (or of the `index`-th table of a list detail). */
function rows(details: unknown, index = 0): Row[] {
  const value = details as { type?: string; items?: unknown[] } | undefined
  if (value?.type === 'list') return rows(value.items?.[index])
  return Array.isArray(value?.items) ? (value.items as Row[]) : []
}

function num(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null
}

/** A URL without the page's origin, so local ports do not clutter the report. */
function shortUrl(url: unknown): string {
  return typeof url === 'string' ? url.replace(/^https?:\/\/(localhost|127\.0\.0\.1):\d+/, '') : '?'
}

function urlFigures(details: unknown, key: string, ofKey?: string): UrlFigure[] {
  return rows(details)
    .filter((row) => num(row[key]) !== null)
    .map((row) => {
      const of = ofKey ? num(row[ofKey]) : null
      return { url: shortUrl(row.url), value: num(row[key]) ?? 0, ...(of === null ? {} : { of }) }
    })
}

function lcpElement(details: unknown): string | null {
  const node = rows(details)[0]?.node as { selector?: string; nodeLabel?: string } | undefined
  if (!node?.selector) return null
  return node.nodeLabel ? `${node.selector} ("${node.nodeLabel}")` : node.selector
}

const METRIC_AUDITS = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
  SI: 'speed-index',
} as const

/** Audits reported on their own lines (or as metrics), left out of `savings`. */
const LISTED = new Set<string>([
  ...Object.values(METRIC_AUDITS),
  'largest-contentful-paint-element',
  'long-tasks',
  'bootup-time',
  'unused-javascript',
  'mainthread-work-breakdown',
])

function savings(audits: LighthouseResultLike['audits']): string[] {
  return Object.entries(audits)
    .filter(([id, audit]) => audit && !LISTED.has(id) && audit.score !== null && audit.score < 1)
    .map(([id, audit]) => {
      const saved = Object.entries(audit?.metricSavings ?? {}).filter(([, ms]) => (ms ?? 0) > 0)
      return { id, audit, saved }
    })
    .filter(({ saved }) => saved.length > 0)
    .map(({ id, audit, saved }) => {
      const what = saved.map(([metric, ms]) => `${metric} ${Math.round(ms ?? 0)} ms`).join(', ')
      return `${id}: ${audit?.displayValue || audit?.title || ''} (saves ${what})`
    })
}

/** The figures of one Lighthouse result. */
export function extractLighthouseRun(lhr: LighthouseResultLike): LighthouseRun {
  const audit = (id: string) => lhr.audits[id]
  const value = (id: string) => num(audit(id)?.numericValue)
  const performance = lhr.categories.performance
  const losses = (performance?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0)
    .map((ref) => {
      const metric = audit(ref.id)
      const score = num(metric?.score)
      return {
        acronym: ref.acronym ?? ref.id,
        value: num(metric?.numericValue),
        score,
        weight: ref.weight,
        lost: score === null ? ref.weight : ref.weight * (1 - score),
      }
    })
  const score = num(performance?.score)
  return {
    score: score === null ? null : Math.round(score * 100),
    lcpMs: value(METRIC_AUDITS.LCP),
    cls: value(METRIC_AUDITS.CLS),
    tbtMs: value(METRIC_AUDITS.TBT),
    fcpMs: value(METRIC_AUDITS.FCP),
    speedIndexMs: value(METRIC_AUDITS.SI),
    losses,
    lcpElement: lcpElement(audit('largest-contentful-paint-element')?.details),
    lcpPhases: rows(audit('largest-contentful-paint-element')?.details, 1)
      .filter((row) => typeof row.phase === 'string' && num(row.timing) !== null)
      .map((row) => ({ phase: String(row.phase), ms: num(row.timing) ?? 0 })),
    longTasks: urlFigures(audit('long-tasks')?.details, 'duration'),
    bootup: urlFigures(audit('bootup-time')?.details, 'scripting', 'total'),
    unusedJs: urlFigures(audit('unused-javascript')?.details, 'wastedBytes', 'totalBytes'),
    savings: savings(lhr.audits),
    warnings: [...(lhr.runWarnings ?? [])],
    benchmarkIndex: num(lhr.environment?.benchmarkIndex),
  }
}
