import { afterEach, describe, expect, it } from 'vitest'
import type { PageEntry } from '../api/pages-api.ts'
import { absoluteTime } from '../revisions/revision-format.ts'
import {
  fromInputValue,
  liveState,
  localZoneLabel,
  scheduleOps,
  scheduleProblem,
  toInputValue,
} from './schedule-dates.ts'

const savedZone = process.env.TZ
afterEach(() => {
  if (savedZone === undefined) delete process.env.TZ
  else process.env.TZ = savedZone
})

describe('local date-times of the schedule inputs', () => {
  it('reads a local date-time in the time zone of the browser', () => {
    process.env.TZ = 'UTC'
    expect(fromInputValue('2026-11-26T12:30')).toBe(Date.UTC(2026, 10, 26, 12, 30))
    process.env.TZ = 'Europe/Berlin'
    expect(fromInputValue('2026-11-26T12:30')).toBe(Date.UTC(2026, 10, 26, 11, 30))
    expect(fromInputValue('2026-07-01T12:30')).toBe(Date.UTC(2026, 6, 1, 10, 30))
    process.env.TZ = 'America/New_York'
    expect(fromInputValue('2026-11-26T12:30')).toBe(Date.UTC(2026, 10, 26, 17, 30))
    process.env.TZ = 'Asia/Kolkata'
    expect(fromInputValue('2026-11-26T12:30:15')).toBe(Date.UTC(2026, 10, 26, 7, 0, 15))
  })

  it('shows an instant as a local date-time, and back again', () => {
    const at = Date.UTC(2026, 10, 26, 23, 45)
    process.env.TZ = 'Europe/Berlin'
    expect(toInputValue(at)).toBe('2026-11-27T00:45')
    expect(fromInputValue(toInputValue(at))).toBe(at)
    process.env.TZ = 'America/Los_Angeles'
    expect(toInputValue(at)).toBe('2026-11-26T15:45')
    expect(fromInputValue(toInputValue(at))).toBe(at)
    expect(toInputValue(undefined)).toBe('')
  })

  it('moves a time skipped by daylight saving forward, as browsers do', () => {
    process.env.TZ = 'America/New_York'
    // 02:30 on 8 March 2026 does not exist there: the clocks go from 02:00 to 03:00.
    const skipped = fromInputValue('2026-03-08T02:30')
    expect(toInputValue(skipped)).toBe('2026-03-08T03:30')
  })

  it('reads an empty input as no date, and refuses a malformed or impossible one', () => {
    expect(fromInputValue('')).toBeUndefined()
    expect(fromInputValue('  ')).toBeUndefined()
    expect(() => fromInputValue('tomorrow')).toThrow('"tomorrow" is not a date and time')
    expect(() => fromInputValue('2026-02-30T10:00')).toThrow(
      '"2026-02-30T10:00" is not a real date',
    )
    expect(() => fromInputValue('2026-02-10T25:00')).toThrow('is not a real date')
  })

  it('names the time zone', () => {
    process.env.TZ = 'Europe/Berlin'
    expect(localZoneLabel(Date.UTC(2026, 0, 1))).toMatch(/^Europe\/Berlin, (CET|GMT\+1)$/)
    process.env.TZ = 'UTC'
    expect(localZoneLabel()).toBe('UTC')
  })
})

describe('the schedule of a page', () => {
  it('refuses an end at or before the start', () => {
    expect(scheduleProblem(2, 1)).toBe('The end must be after the start.')
    expect(scheduleProblem(2, 2)).toBe('The end must be after the start.')
    expect(scheduleProblem(1, 2)).toBeUndefined()
    expect(scheduleProblem(undefined, 2)).toBeUndefined()
  })

  it('sets, changes and clears the dates, leaving what is unchanged', () => {
    expect(scheduleOps({ startDate: 1 }, 1, 5)).toEqual([
      { type: 'set', target: '', path: ['endDate'], value: 5 },
    ])
    expect(scheduleOps({ startDate: 1, endDate: 5 }, undefined, 5)).toEqual([
      { type: 'set', target: '', path: ['startDate'], value: undefined },
    ])
    expect(scheduleOps({ startDate: 1 }, 1, undefined)).toEqual([])
  })

  it('says what the live site does with the page', () => {
    process.env.TZ = 'UTC'
    const now = Date.UTC(2026, 10, 26, 12)
    const published = { id: 'p', published: 'published' } as PageEntry
    const labels = (page: PageEntry) => liveState(page, now)
    expect(labels({ id: 'p', published: 'draft' })).toEqual({
      label: 'Not published',
      detail: 'Not published: visitors get a 404.',
    })
    expect(labels({ id: 'p', published: 'archived' }).label).toBe('Archived')
    expect(labels(published)).toEqual({ label: 'Published', detail: 'Published: live.' })
    expect(labels({ ...published, startDate: now + 3600_000 })).toEqual({
      label: 'Scheduled',
      detail: `Scheduled: live from ${absoluteTime(now + 3600_000)}.`,
    })
    expect(labels({ ...published, startDate: now - 1 }).label).toBe('Published')
    expect(labels({ ...published, endDate: now - 1 })).toEqual({
      label: 'Ended',
      detail: `Ended ${absoluteTime(now - 1)}: not live.`,
    })
    expect(labels({ ...published, endDate: now + 1 }).detail).toMatch(/^Published: live until /)
    const draftOfLive = {
      id: 'p',
      published: 'draft',
      meta: { tessera: { revision: 3, hasPublished: true } },
    }
    expect(labels(draftOfLive as PageEntry).label).toBe('Published')
  })
})
