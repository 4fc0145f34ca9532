import { describe, expect, it } from 'vitest'
import { countStatuses, failedCount, formatStatusCounts, statusLabel } from './status-counts.ts'

describe('status counts', () => {
  it('counts each status, 0 as no answer', () => {
    expect(countStatuses([200, 400, 200, 0, 503])).toEqual({
      '200': 2,
      '400': 1,
      'no answer': 1,
      '503': 1,
    })
    expect(statusLabel(0)).toBe('no answer')
  })

  it('counts server errors and missing answers as failed, nothing else', () => {
    expect(failedCount({ '200': 5, '400': 2, '413': 1, '429': 3 })).toBe(0)
    expect(failedCount({ '200': 5, '500': 2, '503': 1, 'no answer': 4 })).toBe(7)
  })

  it('prints statuses in order, no answer last', () => {
    expect(formatStatusCounts({ 'no answer': 1, '429': 15, '200': 1500 })).toBe(
      '200: 1,500, 429: 15, no answer: 1',
    )
    expect(formatStatusCounts({})).toBe('none')
  })
})
