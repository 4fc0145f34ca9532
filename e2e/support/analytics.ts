import { expect } from 'vitest'
import { KEYS } from './stack.ts'
import type { Stack } from './stack.ts'

/** One row of `GET /api/v1/analytics` (packages/server/src/routes/analytics-routes.ts). */
export interface AnalyticsRow {
  contentId: string
  /** The content id itself for the default group. */
  variationId: string
  impressions: number
  clicks: number
  conversions: number
  conversionAmount: number
}

/** Event counts of one content and variation. */
export interface Counts {
  impressions: number
  clicks: number
  conversions: number
}

/** The service's analytics rows of `contentId` (private key; the service flushes first). */
export async function readAnalytics(stack: Stack, contentId: string): Promise<AnalyticsRow[]> {
  const url = `${stack.serviceUrl}/api/v1/analytics?contentId=${encodeURIComponent(contentId)}`
  const response = await fetch(url, { headers: { authorization: `Bearer ${KEYS.privateKey}` } })
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`)
  const body = (await response.json()) as { results: AnalyticsRow[] }
  return body.results
}

/** The counts of `contentId` summed over its variations, or of one `variationId`. */
export async function readCounts(
  stack: Stack,
  contentId: string,
  variationId?: string,
): Promise<Counts> {
  const rows = (await readAnalytics(stack, contentId)).filter(
    (row) => variationId === undefined || row.variationId === variationId,
  )
  const sum = (key: keyof Counts) => rows.reduce((total, row) => total + row[key], 0)
  return { impressions: sum('impressions'), clicks: sum('clicks'), conversions: sum('conversions') }
}

/**
 * The counts once they have settled: two reads 500 ms apart agree (events of pages closed
 * earlier may still be on their way when a test starts).
 */
export async function settledCounts(stack: Stack, contentId: string): Promise<Counts> {
  let last = await readCounts(stack, contentId)
  for (let attempt = 0; attempt < 20; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 500))
    const next = await readCounts(stack, contentId)
    if (JSON.stringify(next) === JSON.stringify(last)) return next
    last = next
  }
  throw new Error(`the analytics of ${contentId} keep changing: ${JSON.stringify(last)}`)
}

/** Polls until `read()` resolves to counts matching `expected` (vitest's expect.poll). */
export async function expectCounts(
  read: () => Promise<Counts>,
  expected: Counts,
  timeout = 10_000,
) {
  await expect.poll(read, { timeout, interval: 250 }).toEqual(expected)
}
