import { dayOf } from './experiment-days.ts'
import type { DayRange } from './experiment-days.ts'
import type { ExperimentDayRow, ExperimentRow, StoredEvent } from './types.ts'

const TYPES = ['impression', 'click', 'conversion']

/** Per-variation event counts and the cohort counts, straight from raw events. */
interface Tally {
  impressions: number
  clicks: number
  conversions: number
  visitors: number
  converted: number
}

/** Each visitor's first impression and first conversion day, per variation, over all time. */
function firstDays(events: readonly StoredEvent[], contentId: string) {
  const firsts = new Map<string, { variation: string; seen?: number; converted?: number }>()
  for (const event of events) {
    if (event.visitorId === null) continue
    if (event.type !== 'impression' && event.type !== 'conversion') continue
    const variation = event.variationId ?? contentId
    const key = `${variation}\u0000${event.visitorId}`
    const first = firsts.get(key) ?? { variation }
    const day = dayOf(event.createdAt)
    if (event.type === 'impression') first.seen = Math.min(first.seen ?? day, day)
    else first.converted = Math.min(first.converted ?? day, day)
    firsts.set(key, first)
  }
  return [...firsts.values()]
}

function ofTest(events: readonly StoredEvent[], spaceId: string, contentId: string) {
  return events.filter(
    (e) => e.spaceId === spaceId && e.contentId === contentId && TYPES.includes(e.type),
  )
}

function sorted<T>(groups: Map<string, T>): Array<[string, T]> {
  return [...groups.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
}

/**
 * Tallies the events of the range's days under `keyOf`, and the cohort: a visitor counts under
 * the key of its entry (`entryKey` of its variation and first impression day, if that day is in
 * the range), converted if its first conversion day is before `toDay`.
 */
function tally(
  events: readonly StoredEvent[],
  spaceId: string,
  contentId: string,
  range: DayRange,
  keyOf: (day: number, variation: string) => string,
) {
  const test = ofTest(events, spaceId, contentId)
  const groups = new Map<string, Tally>()
  const group = (key: string) => {
    const found = groups.get(key) ?? {
      impressions: 0,
      clicks: 0,
      conversions: 0,
      visitors: 0,
      converted: 0,
    }
    groups.set(key, found)
    return found
  }
  for (const event of test) {
    const day = dayOf(event.createdAt)
    if (day < range.fromDay || day >= range.toDay) continue
    const g = group(keyOf(day, event.variationId ?? contentId))
    if (event.type === 'impression') g.impressions++
    else if (event.type === 'click') g.clicks++
    else g.conversions++
  }
  for (const first of firstDays(test, contentId)) {
    if (first.seen === undefined || first.seen < range.fromDay || first.seen >= range.toDay) {
      continue
    }
    const g = group(keyOf(first.seen, first.variation))
    g.visitors++
    if (first.converted !== undefined && first.converted < range.toDay) g.converted++
  }
  return groups
}

/**
 * The experiment aggregate computed from raw events in memory, the plain cohort definition the
 * rollups must equal (tests only): the visitors of a range are those whose first impression
 * (ever, per variation) is on a day of the range; converted, those of them whose first
 * conversion is on or before the range's last day. Rows ordered by variation id.
 */
export function rawExperimentRows(
  events: readonly StoredEvent[],
  spaceId: string,
  contentId: string,
  range: DayRange,
): ExperimentRow[] {
  const groups = tally(events, spaceId, contentId, range, (_day, variation) => variation)
  return sorted(groups).map(([variationId, g]) => ({
    variationId,
    impressions: g.impressions,
    visitors: g.visitors,
    clicks: g.clicks,
    conversions: g.conversions,
    convertedVisitors: g.converted,
  }))
}

/**
 * The daily rows computed from raw events in memory (tests only), by day then variation:
 * `visitors` = visitors entering that day (first impression ever of that variation).
 */
export function rawExperimentDaily(
  events: readonly StoredEvent[],
  spaceId: string,
  contentId: string,
  range: DayRange,
): ExperimentDayRow[] {
  const groups = tally(
    events,
    spaceId,
    contentId,
    range,
    (day, variation) => `${String(day).padStart(8, '0')}\u0000${variation}`,
  )
  return sorted(groups).map(([key, g]) => {
    const [day, variationId] = key.split('\u0000') as [string, string]
    return {
      day: Number(day),
      variationId,
      impressions: g.impressions,
      visitors: g.visitors,
      clicks: g.clicks,
      conversions: g.conversions,
    }
  })
}
