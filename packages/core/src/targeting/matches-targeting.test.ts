import { describe, expect, it, vi } from 'vitest'
import type { QueryRule } from '../types/entry.ts'
import { matchesTargeting } from './matches-targeting.ts'

const START = Date.UTC(2024, 0, 1)
const END = Date.UTC(2024, 0, 31)
const scheduled = { startDate: START, endDate: END }

function rule(property: string, operator: string, value: unknown): QueryRule {
  return { property, operator, value }
}

describe('matchesTargeting', () => {
  it('matches an entry with no query and no schedule', () => {
    expect(matchesTargeting({}, {})).toBe(true)
    expect(matchesTargeting({ query: [] }, {})).toBe(true)
    expect(matchesTargeting({}, undefined)).toBe(true)
  })

  it('includes both ends of the schedule', () => {
    expect(matchesTargeting(scheduled, {}, { now: START })).toBe(true)
    expect(matchesTargeting(scheduled, {}, { now: END })).toBe(true)
    expect(matchesTargeting(scheduled, {}, { now: START - 1 })).toBe(false)
    expect(matchesTargeting(scheduled, {}, { now: END + 1 })).toBe(false)
  })

  it('applies each end of the schedule on its own', () => {
    expect(matchesTargeting({ startDate: START }, {}, { now: START + 1e12 })).toBe(true)
    expect(matchesTargeting({ startDate: START }, {}, { now: START - 1 })).toBe(false)
    expect(matchesTargeting({ endDate: END }, {}, { now: 0 })).toBe(true)
    expect(matchesTargeting({ endDate: END }, {}, { now: END + 1 })).toBe(false)
  })

  it('uses the current time by default', () => {
    vi.useFakeTimers()
    try {
      vi.setSystemTime(START - 1)
      expect(matchesTargeting(scheduled, {})).toBe(false)
      vi.setSystemTime(START)
      expect(matchesTargeting(scheduled, {})).toBe(true)
    } finally {
      vi.useRealTimers()
    }
  })

  it('lets userAttributes.date override now', () => {
    const outside = { now: END + 1 }
    expect(matchesTargeting(scheduled, { date: START }, outside)).toBe(true)
    expect(matchesTargeting(scheduled, { date: '2024-01-15T00:00:00Z' }, outside)).toBe(true)
    expect(matchesTargeting(scheduled, { date: String(END) }, outside)).toBe(true)
    expect(matchesTargeting(scheduled, { date: '2023-12-31' }, { now: START })).toBe(false)
  })

  it('falls back to now when userAttributes.date is unreadable', () => {
    expect(matchesTargeting(scheduled, { date: 'soon' }, { now: START })).toBe(true)
    expect(matchesTargeting(scheduled, { date: '' }, { now: END + 1 })).toBe(false)
  })

  it('ignores schedule dates that are not dates', () => {
    const entry = { startDate: 'later' as unknown as number, endDate: Number.NaN }
    expect(matchesTargeting(entry, {}, { now: 0 })).toBe(true)
  })

  it('requires every rule to hold', () => {
    const entry = {
      query: [rule('urlPath', 'is', '/about'), rule('device', 'is', ['mobile', 'tablet'])],
    }
    expect(matchesTargeting(entry, { urlPath: '/about/', device: 'mobile' })).toBe(true)
    expect(matchesTargeting(entry, { urlPath: '/about', device: 'desktop' })).toBe(false)
    expect(matchesTargeting(entry, { urlPath: '/', device: 'mobile' })).toBe(false)
    expect(matchesTargeting(entry, { device: 'mobile' })).toBe(false)
  })

  it('checks the schedule before the rules', () => {
    const entry = { ...scheduled, query: [rule('device', 'is', 'mobile')] }
    expect(matchesTargeting(entry, { device: 'mobile' }, { now: END + 1 })).toBe(false)
    expect(matchesTargeting(entry, { device: 'mobile' }, { now: END })).toBe(true)
  })

  it('ignores a query that is not an array', () => {
    const entry = { query: 'device=mobile' as unknown as QueryRule[] }
    expect(matchesTargeting(entry, {})).toBe(true)
  })
})
