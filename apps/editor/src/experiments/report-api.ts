import type { ExperimentDay, ExperimentReportResponse } from '@tessera/core'
import type { ApiClient } from '../api/api-client.ts'

/** The report as the service answers it; `daily` may be absent (older services: no chart). */
export type ExperimentReport = Omit<ExperimentReportResponse, 'daily'> & {
  daily?: ExperimentDay[]
}

/** A day range picked in the report: whole UTC days, both ends included. */
export interface DayRange {
  /** `YYYY-MM-DD` */
  from: string
  /** `YYYY-MM-DD` */
  to: string
}

const DAY_MS = 86_400_000

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10)

/** The last `days` UTC days up to and including today. */
export function lastDays(days: number, now = Date.now()): DayRange {
  return { from: dayOf(now - (days - 1) * DAY_MS), to: dayOf(now) }
}

/**
 * The query of a day range: `from` the start of its first day, `to` the end of its last
 * (exclusive, epoch ms, as the service reads them). Undefined for a bad or reversed range.
 */
export function rangeQuery(range: DayRange): { from: number; to: number } | undefined {
  const from = Date.parse(`${range.from}T00:00:00Z`)
  const last = Date.parse(`${range.to}T00:00:00Z`)
  if (!Number.isFinite(from) || !Number.isFinite(last) || last < from) return undefined
  return { from, to: last + DAY_MS }
}

/** Fetches the report of a page over a range of days. */
export function getExperimentReport(
  api: ApiClient,
  contentId: string,
  range: { from: number; to: number },
): Promise<ExperimentReport> {
  const query = new URLSearchParams({ from: String(range.from), to: String(range.to) })
  return api.json<ExperimentReport>(
    `/api/v1/analytics/experiments/${encodeURIComponent(contentId)}?${query}`,
  )
}
