import { describe, expect, it } from 'vitest'
import { fromLocalInput, toLocalInput } from './date-value.ts'

describe('date inputs', () => {
  it('shows a stored ISO date or epoch ms in local time, to the minute', () => {
    const local = new Date(2025, 2, 1, 9, 30, 45)
    expect(toLocalInput(local.toISOString())).toBe('2025-03-01T09:30')
    expect(toLocalInput(local.getTime())).toBe('2025-03-01T09:30')
  })

  it('shows nothing for what is not a date', () => {
    for (const value of [undefined, null, '', 'soon', {}, Number.NaN]) {
      expect(toLocalInput(value)).toBe('')
    }
  })

  it('stores an ISO string in UTC, or epoch ms for timestamps and numbers stored before', () => {
    const local = new Date(2025, 11, 31, 23, 5)
    expect(fromLocalInput('2025-12-31T23:05')).toBe(local.toISOString())
    expect(fromLocalInput('2025-12-31T23:05', { type: 'timestamp' })).toBe(local.getTime())
    expect(fromLocalInput('2025-12-31T23:05', { previous: 1 })).toBe(local.getTime())
  })

  it('clears the input for an empty or malformed value', () => {
    expect(fromLocalInput('')).toBeUndefined()
    expect(fromLocalInput('31/12/2025')).toBeUndefined()
    expect(fromLocalInput('2025-13-45T99:99')).toBeUndefined()
  })

  it('round-trips a stored date through the control', () => {
    const stored = new Date(2024, 1, 29, 12, 0).toISOString()
    expect(fromLocalInput(toLocalInput(stored))).toBe(stored)
  })
})
