import { listVariations, toEpochMs, variationWindow } from '@tessera/core'
import type { Entry } from '@tessera/core'
import type { PageEntry } from '../api/pages-api.ts'
import { pageStatus, pageUrlPath } from '../api/pages-api.ts'

/**
 * What the calendar shows: the moments pages go live (`startDate`) or end (`endDate`), and the
 * moments variations of a split test (of a page or a symbol) start or end
 * (`variations.<id>.meta.startDate` / `endDate`).
 * @module
 */

/** A page, or a variation of a page or symbol, going live or ending at a moment. */
export interface CalendarEvent {
  at: number
  kind: 'start' | 'end'
  /** The page or symbol. */
  page: PageEntry
  /** `page` or `symbol`: where opening the event goes. */
  model: string
  /** The variation whose window this is; absent for the entry's own schedule. */
  variation?: { id: string; name: string }
  path: string | undefined
  /** The entry is not published: the date applies only once it is. */
  isDraft: boolean
}

function entryEvents(page: PageEntry, model: string): CalendarEvent[] {
  const status = pageStatus(page)
  if (status === 'archived') return []
  const base = { page, model, path: pageUrlPath(page), isDraft: status === 'draft' }
  const events: CalendarEvent[] = []
  const add = (at: number | undefined, kind: 'start' | 'end', extra = {}) => {
    if (at !== undefined) events.push({ ...base, ...extra, at, kind })
  }
  add(toEpochMs(page.startDate), 'start')
  add(toEpochMs(page.endDate), 'end')
  for (const [id, variation] of listVariations(page as Entry)) {
    const { start, end } = variationWindow(variation)
    const name = typeof variation.name === 'string' && variation.name !== '' ? variation.name : id
    add(start, 'start', { variation: { id, name } })
    add(end, 'end', { variation: { id, name } })
  }
  return events
}

/**
 * Every start and end of the pages and symbols that are not archived, and of their
 * variations, in time order (starts first on ties).
 */
export function calendarEvents(
  pages: readonly PageEntry[],
  symbols: readonly PageEntry[] = [],
): CalendarEvent[] {
  const events = [
    ...pages.flatMap((page) => entryEvents(page, 'page')),
    ...symbols.flatMap((symbol) => entryEvents(symbol, 'symbol')),
  ]
  return events.sort((a, b) => a.at - b.at || (a.kind === b.kind ? 0 : a.kind === 'start' ? -1 : 1))
}

/** A stable key of an event (its entry, variation and kind). */
export function eventKey(event: CalendarEvent): string {
  return `${event.page.id}:${event.variation?.id ?? ''}:${event.kind}`
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
