import { describe, expect, it } from 'vitest'
import { nextScheduleChange } from './entry-schedule.ts'

describe('nextScheduleChange', () => {
  it('is the start date while it is to come', () => {
    expect(nextScheduleChange({ startDate: 2000, endDate: 5000 }, 1000)).toBe(2000)
  })

  it('is just after the inclusive end date once started', () => {
    expect(nextScheduleChange({ startDate: 2000, endDate: 5000 }, 2000)).toBe(5001)
    expect(nextScheduleChange({ endDate: 5000 }, 5000)).toBe(5001)
  })

  it('is undefined when nothing changes any more', () => {
    expect(nextScheduleChange({ endDate: 5000 }, 5001)).toBeUndefined()
    expect(nextScheduleChange({ startDate: 2000 }, 3000)).toBeUndefined()
    expect(nextScheduleChange({}, 3000)).toBeUndefined()
    expect(nextScheduleChange({ startDate: 'never' as unknown as number }, 3000)).toBeUndefined()
  })
})
