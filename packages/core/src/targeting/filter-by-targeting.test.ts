import { describe, expect, it } from 'vitest'
import type { Entry } from '../types/entry.ts'
import { compareByPriority } from './compare-by-priority.ts'
import { filterByTargeting } from './filter-by-targeting.ts'

const about: Entry = {
  id: 'about',
  query: [{ property: 'urlPath', operator: 'is', value: '/about' }],
}
const any: Entry = { id: 'any' }
const expired: Entry = { id: 'expired', endDate: 1000 }

describe('filterByTargeting', () => {
  it('keeps the matching entries in order', () => {
    const entries = [about, expired, any]
    expect(filterByTargeting(entries, { urlPath: '/about/' }, { now: 2000 })).toEqual([about, any])
    expect(filterByTargeting(entries, { urlPath: '/' }, { now: 500 })).toEqual([expired, any])
  })

  it('returns a new array and leaves the input alone', () => {
    const entries = [any]
    const result = filterByTargeting(entries, {})
    expect(result).not.toBe(entries)
    expect(entries).toEqual([any])
  })

  it('lets userAttributes.date override now', () => {
    expect(filterByTargeting([expired], { date: 999 }, { now: 5000 })).toEqual([expired])
  })

  it('sorts with compareByPriority to put the best match first', () => {
    const low = { ...any, id: 'low', priority: -5 }
    const high = { ...about, id: 'high', priority: 10 }
    const result = filterByTargeting([low, high], { urlPath: '/about' }).sort(compareByPriority)
    expect(result.map((entry) => entry.id)).toEqual(['high', 'low'])
  })
})
