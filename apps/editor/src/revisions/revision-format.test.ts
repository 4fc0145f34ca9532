import { describe, expect, it } from 'vitest'
import { absoluteTime, relativeTime, revisionLines } from './revision-format.ts'

const NOW = Date.UTC(2026, 10, 26, 12, 0)

describe('relativeTime', () => {
  it('says the largest whole unit, past or future', () => {
    expect(relativeTime(NOW - 10_000, NOW, 'en')).toBe('just now')
    expect(relativeTime(NOW - 5 * 60_000, NOW, 'en')).toBe('5 minutes ago')
    expect(relativeTime(NOW - 61 * 60_000, NOW, 'en')).toBe('1 hour ago')
    expect(relativeTime(NOW - 26 * 3600_000, NOW, 'en')).toBe('yesterday')
    expect(relativeTime(NOW - 3 * 24 * 3600_000, NOW, 'en')).toBe('3 days ago')
    expect(relativeTime(NOW + 2 * 3600_000, NOW, 'en')).toBe('in 2 hours')
    expect(relativeTime(NOW - 50_000, NOW, 'en')).toBe('1 minute ago')
  })
})

describe('absoluteTime', () => {
  it('shows the date and time in the time zone, and names it', () => {
    expect(absoluteTime(NOW, 'en-GB', 'UTC')).toBe('26 Nov 2026, 12:00 UTC')
    expect(absoluteTime(NOW, 'en-GB', 'Europe/Berlin')).toBe('26 Nov 2026, 13:00 CET')
    expect(absoluteTime(Date.UTC(2026, 6, 1, 12), 'en-GB', 'Europe/Berlin')).toBe(
      '1 Jul 2026, 14:00 CEST',
    )
    expect(absoluteTime(NOW, 'en-US', 'America/New_York')).toBe('Nov 26, 2026, 7:00 AM EST')
  })
})

describe('revisionLines', () => {
  it('says number, who, when and whether it was the current one or a publish', () => {
    const lines = revisionLines(
      [
        {
          revision: 3,
          createdAt: NOW - 120_000,
          current: true,
          by: 'ada@example.com',
          published: false,
        },
        { revision: 2, createdAt: NOW - 7_200_000, current: false, published: true },
      ],
      NOW,
      { locale: 'en-GB', timeZone: 'UTC' },
    )
    expect(lines).toEqual([
      {
        revision: 3,
        title: 'Revision 3',
        who: 'ada@example.com',
        relative: '2 minutes ago',
        absolute: '26 Nov 2026, 11:58 UTC',
        iso: '2026-11-26T11:58:00.000Z',
        tags: ['Current'],
      },
      {
        revision: 2,
        title: 'Revision 2',
        who: 'API key',
        relative: '2 hours ago',
        absolute: '26 Nov 2026, 10:00 UTC',
        iso: '2026-11-26T10:00:00.000Z',
        tags: ['Published'],
      },
    ])
  })
})
