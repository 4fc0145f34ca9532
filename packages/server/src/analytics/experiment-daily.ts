import type { ExperimentDay } from '@tessera/core'
import { isoDay } from '../store/experiment-days.ts'
import type { DayRange } from '../store/experiment-days.ts'
import type { ExperimentDayRow } from '../store/types.ts'

export type { DailyVariation, ExperimentDay } from '@tessera/core'

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
