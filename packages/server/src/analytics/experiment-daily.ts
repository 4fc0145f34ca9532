import { isoDay } from '../store/experiment-days.ts'
import type { DayRange } from '../store/experiment-days.ts'
import type { ExperimentDayRow } from '../store/types.ts'

/** One variation on one day of the report's daily chart. */
export interface DailyVariation {
  id: string
  impressions: number
  /** Visitors entering the test that day (their first impression of the variation). */
  visitors: number
  clicks: number
  conversions: number
}

/** One UTC day of the report's daily chart. */
export interface ExperimentDay {
  /** `'YYYY-MM-DD'`, UTC. */
  date: string
  /** In the order of the report's `variations`. */
  variations: DailyVariation[]
}

/**
 * The daily chart of a report: every UTC day of `range` (days without data included, as
 * zeros), each with every one of `variationIds` in that order, from the per-day rows the store
 * computed in SQL.
 */
export function buildExperimentDaily(
  range: DayRange,
  variationIds: readonly string[],
  rows: readonly ExperimentDayRow[],
): ExperimentDay[] {
  const byKey = new Map(rows.map((row) => [`${row.day}\u0000${row.variationId}`, row]))
  const days: ExperimentDay[] = []
  for (let day = range.fromDay; day < range.toDay; day += 1) {
    days.push({
      date: isoDay(day),
      variations: variationIds.map((id) => {
        const row = byKey.get(`${day}\u0000${id}`)
        return {
          id,
          impressions: row?.impressions ?? 0,
          visitors: row?.visitors ?? 0,
          clicks: row?.clicks ?? 0,
          conversions: row?.conversions ?? 0,
        }
      }),
    })
  }
  return days
}
