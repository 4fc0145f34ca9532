import { toEpochMs } from '@tessera/core'
import type { Entry } from '@tessera/core'

/**
 * The first time after `now` at which the entry's schedule lets it in or out: its `startDate`
 * when still to come, else the moment after its `endDate` (which is inclusive) when that is
 * still to come; `undefined` when its visibility never changes after `now`.
 * @example
 * nextScheduleChange({ id: 'sale', startDate: 2000, endDate: 5000 }, 1000) // 2000
 * nextScheduleChange({ id: 'sale', startDate: 2000, endDate: 5000 }, 3000) // 5001
 */
export function nextScheduleChange(
  entry: Pick<Entry, 'startDate' | 'endDate'>,
  now: number,
): number | undefined {
  const start = toEpochMs(entry.startDate)
  if (start !== undefined && start > now) return start
  const end = toEpochMs(entry.endDate)
  if (end !== undefined && end >= now) return end + 1
  return undefined
}
