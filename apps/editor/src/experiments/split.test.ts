import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { addShare, formatShare, normalizeShares, rebalance, removeShare } from './split.ts'

const sum = (shares: number[]) => shares.reduce((total, share) => total + share, 0)

describe('traffic split', () => {
  it('rescales the other groups proportionally when one moves', () => {
    expect(rebalance([0.5, 0.3, 0.2], 0, 0.8)).toEqual([0.8, 0.12, 0.08])
    expect(rebalance([0.5, 0.5], 1, 0.7)).toEqual([0.3, 0.7])
    expect(rebalance([1, 0, 0], 0, 0.4)).toEqual([0.4, 0.3, 0.3])
    expect(rebalance([0.5, 0.5], 0, 2)).toEqual([1, 0])
    expect(rebalance([1], 0, 0.3)).toEqual([1])
  })

  it('always adds up to 1 and keeps the moved value, whatever the moves', () => {
    const shares = fc.array(fc.double({ min: 0, max: 1, noNaN: true }), {
      minLength: 2,
      maxLength: 6,
    })
    fc.assert(
      fc.property(shares, fc.nat(), fc.double({ min: 0, max: 1, noNaN: true }), (s, i, v) => {
        const start = normalizeShares(s)
        const index = i % start.length
        const next = rebalance(start, index, v)
        expect(Math.abs(sum(next) - 1)).toBeLessThan(1e-9)
        expect(next[index]).toBeCloseTo(v, 4)
        expect(next.every((share) => share >= 0 && share <= 1)).toBe(true)
      }),
    )
  })

  it('gives an added group an equal share and spreads a removed one', () => {
    expect(addShare([1])).toEqual([0.5, 0.5])
    expect(addShare([0.5, 0.5])).toEqual([0.3334, 0.3333, 0.3333])
    expect(sum(addShare([0.5, 0.5]))).toBeCloseTo(1, 9)
    expect(removeShare([0.5, 0.3, 0.2], 1)).toEqual([0.7143, 0.2857])
    expect(normalizeShares([0, 0])).toEqual([0.5, 0.5])
  })

  it('formats shares as percentages', () => {
    expect(formatShare(0.5)).toBe('50 %')
    expect(formatShare(0.3333)).toBe('33.3 %')
  })
})
