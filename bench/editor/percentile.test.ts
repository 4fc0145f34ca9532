import { describe, expect, it } from 'vitest'
import { percentile, spread } from './percentile.ts'

describe('percentile (nearest rank)', () => {
  const hundred = Array.from({ length: 100 }, (_, index) => 100 - index)

  it('is a measured sample: p50 of 1..100 is 50, p95 is 95, p100 is the max', () => {
    expect(percentile(hundred, 50)).toBe(50)
    expect(percentile(hundred, 95)).toBe(95)
    expect(percentile(hundred, 100)).toBe(100)
    expect(percentile(hundred, 0.5)).toBe(1)
  })

  it('rounds the rank up on small samples', () => {
    expect(percentile([3, 1, 2], 50)).toBe(2)
    expect(percentile([10, 20], 50)).toBe(10)
    expect(percentile([10, 20], 95)).toBe(20)
    expect(percentile([7], 95)).toBe(7)
  })

  it('is null without samples, and refuses bad input', () => {
    expect(percentile([], 50)).toBeNull()
    expect(() => percentile([1], 0)).toThrow(RangeError)
    expect(() => percentile([1], 101)).toThrow(RangeError)
    expect(() => percentile([1, Number.NaN], 50)).toThrow(/finite/)
  })

  it('leaves the samples unsorted', () => {
    const samples = [3, 1, 2]
    percentile(samples, 50)
    expect(samples).toEqual([3, 1, 2])
  })
})

describe('spread', () => {
  it('gives count, p50, p95 and max', () => {
    expect(spread([5, 1, 4, 2, 3])).toEqual({ count: 5, p50: 3, p95: 5, max: 5 })
    expect(spread([])).toEqual({ count: 0, p50: null, p95: null, max: null })
  })
})
