import { toEpochMs } from '@tessera/core'
import type { PageEntry } from '../api/pages-api.ts'
import { pageStatus, pageUrlPath } from '../api/pages-api.ts'

/**
 * What the calendar shows: the moments pages go live (`startDate`) or end (`endDate`).
 * Variations have no dates of their own in Builder's entry format (their page's schedule
 * applies), so only pages appear.
 * @module
 */

/** A page going live or ending at a moment. */
export interface CalendarEvent {
  at: number
  kind: 'start' | 'end'
  page: PageEntry
  path: string | undefined
  /** The page is not published: the date applies only once it is. */
  isDraft: boolean
}

/** Every start and end of the pages that are not archived, in time order (starts first on ties). */
export function calendarEvents(pages: readonly PageEntry[]): CalendarEvent[] {
  const events: CalendarEvent[] = []
  for (const page of pages) {
    const status = pageStatus(page)
    if (status === 'archived') continue
    const isDraft = status === 'draft'
    const path = pageUrlPath(page)
    const start = toEpochMs(page.startDate)
    const end = toEpochMs(page.endDate)
    if (start !== undefined) events.push({ at: start, kind: 'start', page, path, isDraft })
    if (end !== undefined) events.push({ at: end, kind: 'end', page, path, isDraft })
  }
  return events.sort((a, b) => a.at - b.at || (a.kind === b.kind ? 0 : a.kind === 'start' ? -1 : 1))
}

/** Local `YYYY-MM-DD` of a moment: the key of its day in the month grid. */
export function dayKey(ms: number): string {
  const d = new Date(ms)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`
}

/**
 * The weeks of a month as rows of 7 local days (Monday first), each a `Date` at local midnight
 * or `null` outside the month.
 */
export function monthWeeks(year: number, month: number): Array<Array<Date | null>> {
  const first = new Date(year, month, 1)
  const days = new Date(year, month + 1, 0).getDate()
  const lead = (first.getDay() + 6) % 7
  const cells: Array<Date | null> = [
    ...Array.from({ length: lead }, () => null),
    ...Array.from({ length: days }, (_, i) => new Date(year, month, i + 1)),
  ]
  while (cells.length % 7 !== 0) cells.push(null)
  const weeks: Array<Array<Date | null>> = []
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7))
  return weeks
}

/** The events grouped by local day key. */
export function eventsByDay(events: readonly CalendarEvent[]): Map<string, CalendarEvent[]> {
  const map = new Map<string, CalendarEvent[]>()
  for (const event of events) {
    const key = dayKey(event.at)
    map.set(key, [...(map.get(key) ?? []), event])
  }
  return map
}
