import { describe, expect, it } from 'vitest'
import { toEpochMs } from './to-epoch-ms.ts'

const START = Date.UTC(2024, 0, 1)

describe('toEpochMs', () => {
  it('reads numbers, integer strings and date strings', () => {
    expect(toEpochMs(5)).toBe(5)
    expect(toEpochMs(' 1704067200000 ')).toBe(START)
    expect(toEpochMs('2024-01-01T00:00:00Z')).toBe(START)
  })

  it('returns undefined for anything else', () => {
    expect(toEpochMs(Number.POSITIVE_INFINITY)).toBeUndefined()
    expect(toEpochMs('not a date')).toBeUndefined()
    expect(toEpochMs(' ')).toBeUndefined()
    expect(toEpochMs(null)).toBeUndefined()
    expect(toEpochMs({})).toBeUndefined()
  })
})
