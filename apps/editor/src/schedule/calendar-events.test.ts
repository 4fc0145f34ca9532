import { describe, expect, it } from 'vitest'
import type { PageEntry } from '../api/pages-api.ts'
import { calendarEvents, dayKey, eventsByDay, monthWeeks } from './calendar-events.ts'

const at = (y: number, m: number, d: number, h = 12) => new Date(y, m, d, h).getTime()

function page(id: string, extra: Partial<PageEntry>): PageEntry {
  return {
    id,
    published: 'published',
    query: [{ property: 'urlPath', operator: 'is', value: `/${id}` }],
    ...extra,
  }
}

describe('calendarEvents', () => {
  it('lists the windows of variations of pages and symbols, with their names and models', () => {
    const dated = (startDate?: number, endDate?: number) => ({
      meta: { ...(startDate && { startDate }), ...(endDate && { endDate }) },
    })
    const events = calendarEvents(
      [
        page('ab', {
          variations: {
            v1: { id: 'v1', name: 'Red', testRatio: 0.5, ...dated(at(2030, 0, 5), at(2030, 0, 8)) },
            v2: { id: 'v2', testRatio: 0.1 },
          },
        }),
      ],
      [
        page('banner', {
          published: 'draft',
          query: [],
          variations: { s1: { id: 's1', name: 'Blue', ...dated(undefined, at(2030, 0, 6)) } },
        }),
      ],
    )
    expect(
      events.map((e) => [e.page.id, e.model, e.variation?.name, e.kind, e.at, e.isDraft]),
    ).toEqual([
      ['ab', 'page', 'Red', 'start', at(2030, 0, 5), false],
      ['banner', 'symbol', 'Blue', 'end', at(2030, 0, 6), true],
      ['ab', 'page', 'Red', 'end', at(2030, 0, 8), false],
    ])
  })

  it('lists starts and ends in time order, drafts marked, archived pages left out', () => {
    const events = calendarEvents([
      page('sale', { startDate: at(2030, 0, 5), endDate: at(2030, 0, 9) }),
      page('draft', { published: 'draft', startDate: at(2030, 0, 7) }),
      page('old', { published: 'archived', startDate: at(2030, 0, 6) }),
      page('plain', {}),
    ])
    expect(events.map((e) => [e.page.id, e.kind, e.path, e.isDraft])).toEqual([
      ['sale', 'start', '/sale', false],
      ['draft', 'start', '/draft', true],
      ['sale', 'end', '/sale', false],
    ])
  })

  it('puts a start before an end at the same moment', () => {
    const t = at(2030, 1, 1)
    const events = calendarEvents([page('a', { endDate: t }), page('b', { startDate: t })])
    expect(events.map((e) => e.kind)).toEqual(['start', 'end'])
  })
})

describe('month grid', () => {
  it('lays a month out in Monday-first weeks', () => {
    // February 2027 starts on a Monday and has 28 days: exactly four weeks.
    const weeks = monthWeeks(2027, 1)
    expect(weeks).toHaveLength(4)
    expect(weeks[0]?.[0]?.getDate()).toBe(1)
    // January 2030 starts on a Tuesday: one empty cell first.
    const january = monthWeeks(2030, 0)
    expect(january[0]?.[0]).toBeNull()
    expect(january[0]?.[1]?.getDate()).toBe(1)
    expect(january.flat().filter(Boolean)).toHaveLength(31)
  })

  it('groups events by local day', () => {
    const events = calendarEvents([page('a', { startDate: at(2030, 0, 5, 1) })])
    expect([...eventsByDay(events).keys()]).toEqual(['2030-01-05'])
    expect(dayKey(at(2030, 11, 31, 23))).toBe('2030-12-31')
  })
})
