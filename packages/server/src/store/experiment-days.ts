/** Milliseconds in a UTC day: the experiment rollups count whole UTC days. */
export const DAY_MS = 86_400_000

/** The UTC day of an epoch-ms time: floor(ms / 86,400,000). */
export function dayOf(ms: number): number {
  return Math.floor(ms / DAY_MS)
}

/** A range of whole UTC days: `fromDay` included, `toDay` excluded. */
export interface DayRange {
  fromDay: number
  toDay: number
}

/**
 * The whole UTC days that an epoch-ms range `[from, to)` touches: from the day holding `from`
 * to the day holding `to - 1`, both included. The experiment report counts these days.
 * @example alignToDays(Date.parse('2025-01-31T12:00Z'), Date.parse('2025-02-01T00:00Z'))
 * // { fromDay: 20119, toDay: 20120 }: the whole of 31 January
 */
export function alignToDays(from: number, to: number): DayRange {
  const fromDay = dayOf(from)
  return { fromDay, toDay: Math.max(fromDay + 1, dayOf(to - 1) + 1) }
}

/** `'YYYY-MM-DD'` of a UTC day number. */
export function isoDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10)
}
