import { describe, expect, it } from 'vitest'
import { percentile, summarizeSeries } from './percentiles.ts'

describe('percentile', () => {
  it('takes the nearest rank, a value that was measured', () => {
    const values = [10, 1, 9, 2, 8, 3, 7, 4, 6, 5]
    expect(percentile(values, 50)).toBe(5)
    expect(percentile(values, 90)).toBe(9)
    expect(percentile(values, 99)).toBe(10)
    expect(percentile(values, 0)).toBe(1)
    expect(percentile(values, 100)).toBe(10)
  })

  it('makes the p99 of fewer than 100 values their maximum', () => {
    expect(percentile([3, 900, 4, 5], 99)).toBe(900)
  })

  it('is NaN without values', () => {
    expect(percentile([], 50)).toBeNaN()
  })

  it('leaves its input in order', () => {
    const values = [3, 1, 2]
    percentile(values, 50)
    expect(values).toEqual([3, 1, 2])
  })
})

describe('summarizeSeries', () => {
  it('gives count, p50, p90, p99 and max', () => {
    const values = Array.from({ length: 200 }, (_, index) => index + 1)
    expect(summarizeSeries(values)).toEqual({ count: 200, p50: 100, p90: 180, p99: 198, max: 200 })
  })

  it('gives NaN figures for no values', () => {
    expect(summarizeSeries([])).toEqual({
      count: 0,
      p50: Number.NaN,
      p90: Number.NaN,
      p99: Number.NaN,
      max: Number.NaN,
    })
  })
})
