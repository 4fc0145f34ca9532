import { describe, expect, it } from 'vitest'
import { createBackoff } from './backoff.ts'

describe('createBackoff', () => {
  it('doubles the wait up to the cap and starts over after a reset', () => {
    const backoff = createBackoff({ firstMs: 100, maxMs: 1000 }, () => 0.5)
    expect([1, 2, 3, 4, 5, 6].map(() => backoff.next())).toEqual([100, 200, 400, 800, 1000, 1000])
    backoff.reset()
    expect(backoff.next()).toBe(100)
  })

  it('spreads each wait by ±20 %', () => {
    expect(createBackoff({ firstMs: 100 }, () => 0).next()).toBe(80)
    expect(createBackoff({ firstMs: 100 }, () => 1).next()).toBe(120)
  })
})
