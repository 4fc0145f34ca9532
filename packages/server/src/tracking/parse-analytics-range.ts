import { HttpError } from '@tessera/core'

/** Length of the default analytics range: the last 30 days. */
export const DEFAULT_ANALYTICS_RANGE_MS = 30 * 24 * 60 * 60 * 1000

/** A time range in epoch ms: `from` inclusive, `to` exclusive. */
export interface AnalyticsRange {
  from: number
  to: number
}

export interface ParseAnalyticsRangeArgs {
  from: string | undefined
  to: string | undefined
  /** Now, in epoch ms. */
  now: number
}

function invalid(message: string): HttpError {
  return new HttpError(400, 'INVALID_PARAMETER', message)
}

function parseTime(name: string, raw: string): number {
  const value = /^-?\d+$/.test(raw)
    ? Number(raw)
    : /^\d{4}-\d{2}-\d{2}/.test(raw)
      ? Date.parse(raw)
      : NaN
  if (!Number.isSafeInteger(value)) {
    throw invalid(`Invalid ${name} "${raw}": expected epoch milliseconds or an ISO date`)
  }
  return value
}

/**
 * Reads the `from` and `to` parameters of the analytics endpoint: epoch milliseconds or ISO
 * dates (`2025-01-31`, `2025-01-31T12:00:00Z`). Defaults: `to` = just after now (events of this
 * very millisecond count), `from` = 30 days before `to`. Throws 400 `INVALID_PARAMETER` for a
 * value that is neither, or when `from` is not before `to`.
 */
export function parseAnalyticsRange(args: ParseAnalyticsRangeArgs): AnalyticsRange {
  const to = args.to === undefined || args.to === '' ? args.now + 1 : parseTime('to', args.to)
  const from =
    args.from === undefined || args.from === ''
      ? to - DEFAULT_ANALYTICS_RANGE_MS
      : parseTime('from', args.from)
  if (from >= to) throw invalid(`Invalid range: "from" (${from}) must be before "to" (${to})`)
  return { from, to }
}
