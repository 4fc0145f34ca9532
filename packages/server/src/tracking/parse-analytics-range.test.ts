import { describe, expect, it } from 'vitest'
import { DEFAULT_ANALYTICS_RANGE_MS, parseAnalyticsRange } from './parse-analytics-range.ts'

const now = Date.UTC(2025, 0, 31)

describe('parseAnalyticsRange', () => {
  it('defaults to the last 30 days, this millisecond included', () => {
    expect(parseAnalyticsRange({ from: undefined, to: undefined, now })).toEqual({
      from: now + 1 - DEFAULT_ANALYTICS_RANGE_MS,
      to: now + 1,
    })
  })

  it('reads epoch milliseconds and ISO dates', () => {
    expect(parseAnalyticsRange({ from: '1000', to: '2025-01-02T00:00:00Z', now })).toEqual({
      from: 1000,
      to: Date.UTC(2025, 0, 2),
    })
    expect(parseAnalyticsRange({ from: '2025-01-01', to: '', now })).toEqual({
      from: Date.UTC(2025, 0, 1),
      to: now + 1,
    })
  })

  it('refuses values that are not times', () => {
    expect(() => parseAnalyticsRange({ from: 'yesterday', to: undefined, now })).toThrow(
      'Invalid from "yesterday": expected epoch milliseconds or an ISO date',
    )
    expect(() => parseAnalyticsRange({ from: undefined, to: '2025-13-45', now })).toThrow(
      'Invalid to "2025-13-45": expected epoch milliseconds or an ISO date',
    )
  })

  it('refuses a range whose from is not before its to', () => {
    expect(() => parseAnalyticsRange({ from: '2000', to: '1000', now })).toThrow(
      'Invalid range: "from" (2000) must be before "to" (1000)',
    )
  })
})
