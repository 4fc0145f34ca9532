import { dayOf } from './experiment-days.ts'
import type { DayRange } from './experiment-days.ts'
import type { ExperimentDayRow, ExperimentRow, StoredEvent } from './types.ts'

/** Per-variation counts and distinct visitor sets, straight from raw events. */
interface Tally {
  impressions: number
  clicks: number
  conversions: number
  visitors: Set<string>
  converted: Set<string>
}

function tally(events: readonly StoredEvent[], keyOf: (event: StoredEvent) => string) {
  const groups = new Map<string, Tally>()
  for (const event of events) {
    const key = keyOf(event)
    const group = groups.get(key) ?? {
      impressions: 0,
      clicks: 0,
      conversions: 0,
      visitors: new Set<string>(),
      converted: new Set<string>(),
    }
    if (event.type === 'impression') {
      group.impressions++
      if (event.visitorId !== null) group.visitors.add(event.visitorId)
    } else if (event.type === 'click') {
      group.clicks++
    } else {
      group.conversions++
      if (event.visitorId !== null) group.converted.add(event.visitorId)
    }
    groups.set(key, group)
  }
  return groups
}

function ofTest(
  events: readonly StoredEvent[],
  spaceId: string,
  contentId: string,
  range: DayRange,
) {
  return events.filter((event) => {
    const day = dayOf(event.createdAt)
    return (
      event.spaceId === spaceId &&
      event.contentId === contentId &&
      ['impression', 'click', 'conversion'].includes(event.type) &&
      day >= range.fromDay &&
      day < range.toDay
    )
  })
}

/**
 * The experiment aggregate computed from raw events in memory, the plain definition the
 * rollups must equal (tests only): rows ordered by variation id.
 */
export function rawExperimentRows(
  events: readonly StoredEvent[],
  spaceId: string,
  contentId: string,
  range: DayRange,
): ExperimentRow[] {
  const groups = tally(ofTest(events, spaceId, contentId, range), (e) => e.variationId ?? contentId)
  return [...groups.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([variationId, g]) => ({
      variationId,
      impressions: g.impressions,
      visitors: g.visitors.size,
      clicks: g.clicks,
      conversions: g.conversions,
      convertedVisitors: g.converted.size,
    }))
}

/** The daily rows computed from raw events in memory (tests only), by day then variation. */
export function rawExperimentDaily(
  events: readonly StoredEvent[],
  spaceId: string,
  contentId: string,
  range: DayRange,
): ExperimentDayRow[] {
  const groups = tally(
    ofTest(events, spaceId, contentId, range),
    (e) => `${String(dayOf(e.createdAt)).padStart(8, '0')}\u0000${e.variationId ?? contentId}`,
  )
  return [...groups.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, g]) => {
      const [day, variationId] = key.split('\u0000') as [string, string]
      return {
        day: Number(day),
        variationId,
        impressions: g.impressions,
        visitors: g.visitors.size,
        clicks: g.clicks,
        conversions: g.conversions,
      }
    })
}
