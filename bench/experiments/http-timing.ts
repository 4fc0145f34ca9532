/**
 * Timed HTTP calls of the experiment report benchmark: report reads and tracking batches, with
 * Node's fetch (keep-alive), against a running `tessera serve`.
 * @module
 */
import { percentile } from '../reliability/percentiles.ts'

/** Latencies of a series of report reads, in ms. */
export interface LatencySummary {
  runs: number
  p50: number
  p95: number
  max: number
}

/** p50, p95 (nearest rank) and maximum of `values`, in ms. */
export function summarizeLatencies(values: readonly number[]): LatencySummary {
  return {
    runs: values.length,
    p50: percentile(values, 50),
    p95: percentile(values, 95),
    max: values.length === 0 ? Number.NaN : Math.max(...values),
  }
}

/** Totals of a report body the benchmark checks (the seed's counts must come back). */
export interface ReportTotals {
  impressions: number
  clicks: number
  conversions: number
  visitors: number
  days: number
}

/** GETs the report once; throws on a non-200. Returns the time taken and the body's totals. */
export async function readReport(
  url: string,
  privateKey: string,
): Promise<{ ms: number; totals: ReportTotals }> {
  const started = performance.now()
  const response = await fetch(url, { headers: { authorization: `Bearer ${privateKey}` } })
  const text = await response.text()
  const ms = performance.now() - started
  if (response.status !== 200) throw new Error(`report: ${response.status} ${text.slice(0, 300)}`)
  const body = JSON.parse(text) as {
    variations: Array<{
      impressions: number
      clicks: number
      conversions: number
      visitors: number
    }>
    daily: unknown[]
  }
  const sum = (key: 'impressions' | 'clicks' | 'conversions' | 'visitors') =>
    body.variations.reduce((total, v) => total + v[key], 0)
  return {
    ms,
    totals: {
      impressions: sum('impressions'),
      clicks: sum('clicks'),
      conversions: sum('conversions'),
      visitors: sum('visitors'),
      days: body.daily.length,
    },
  }
}

/** Reads the report `runs` times in a row (after `warmup` unmeasured reads). */
export async function timeReports(
  url: string,
  privateKey: string,
  runs: number,
  warmup = 2,
): Promise<{ latency: LatencySummary; totals: ReportTotals }> {
  let totals: ReportTotals | undefined
  for (let i = 0; i < warmup; i += 1) totals = (await readReport(url, privateKey)).totals
  const times: number[] = []
  for (let i = 0; i < runs; i += 1) {
    const read = await readReport(url, privateKey)
    times.push(read.ms)
    totals = read.totals
  }
  if (!totals) throw new Error('report: no reads')
  return { latency: summarizeLatencies(times), totals }
}

/**
 * A `POST /api/v1/track` body of `size` events of the page, from new visitors `first`… (five
 * events each), named `<prefix>-<n>` (a prefix per run keeps them new on a reused database).
 */
export function trackBody(
  publicKey: string,
  contentId: string,
  first: number,
  size: number,
  prefix = 'ingest',
): string {
  const kinds = ['impression', 'impression', 'impression', 'click', 'conversion'] as const
  return JSON.stringify({
    events: Array.from({ length: size }, (_, i) => {
      const n = first + i
      return {
        type: kinds[n % kinds.length],
        data: {
          ownerId: publicKey,
          contentId,
          variationId: [undefined, 'a', 'b'][Math.floor(n / 5) % 3],
          visitorId: `${prefix}-${Math.floor(n / 5)}`,
          sessionId: `${prefix}-${Math.floor(n / 5)}`,
        },
      }
    }),
  })
}
