import { HttpError } from '@tessera/core'
import { alignToDays, DAY_MS } from '../store/experiment-days.ts'
import type { DayRange } from '../store/experiment-days.ts'
import { parseAnalyticsRange } from '../tracking/parse-analytics-range.ts'

/** Days of the default report range: the last 30 UTC days, today included. */
export const DEFAULT_REPORT_DAYS = 30
/** Longest report range, in days (about ten years): its daily chart has a row per day. */
export const MAX_REPORT_DAYS = 3660

/** The whole UTC days a report counts, and the same as epoch ms (`from` in, `to` out). */
export interface ExperimentRange extends DayRange {
  from: number
  to: number
}

/**
 * Reads the report's `from` and `to` (epoch ms or ISO dates, as `parseAnalyticsRange`) and
 * widens them to whole UTC days: from the start of the day holding `from` to the end of the day
 * holding `to - 1` (the rollups count days). Without `from`: the 30 days ending with the day of
 * `to` (default today). A bad range, or one over {@link MAX_REPORT_DAYS} days → 400.
 */
export function parseExperimentRange(args: {
  from: string | undefined
  to: string | undefined
  now: number
}): ExperimentRange {
  const parsed = parseAnalyticsRange(args)
  const days = alignToDays(parsed.from, parsed.to)
  const fromDay =
    args.from === undefined || args.from === '' ? days.toDay - DEFAULT_REPORT_DAYS : days.fromDay
  if (days.toDay - fromDay > MAX_REPORT_DAYS) {
    throw new HttpError(
      400,
      'INVALID_PARAMETER',
      `Invalid range: at most ${MAX_REPORT_DAYS} days, got ${days.toDay - fromDay}`,
    )
  }
  return { fromDay, toDay: days.toDay, from: fromDay * DAY_MS, to: days.toDay * DAY_MS }
}
