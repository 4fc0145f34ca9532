import betaCdf from '@stdlib/stats-base-dists-beta-cdf'
import betaPdf from '@stdlib/stats-base-dists-beta-pdf'
import normalCdf from '@stdlib/stats-base-dists-normal-cdf'
import { describe, expect, it } from 'vitest'
import { chanceToBeat, probabilityBeatsBeta } from './chance-to-beat.ts'

/**
 * P(pB > pA) = integral over x of pdfB(x) cdfA(x), by Simpson's rule on a fine grid: an
 * independent check with the library's own Beta pdf and cdf.
 */
function numericIntegral(aA: number, bA: number, aB: number, bB: number): number {
  const steps = 20_000
  const h = 1 / steps
  let sum = 0
  for (let i = 0; i <= steps; i += 1) {
    const x = i * h
    const weight = i === 0 || i === steps ? 1 : i % 2 === 1 ? 4 : 2
    const density = betaPdf(x, aB, bB)
    sum += weight * (Number.isFinite(density) ? density : 0) * betaCdf(x, aA, bA)
  }
  return (sum * h) / 3
}

describe('probabilityBeatsBeta (Evan Miller, "Formulas for Bayesian A/B Testing", 2015)', () => {
  it('is 2/3 for Beta(2, 1) against the uniform Beta(1, 1): the integral of 2x * x on [0, 1]', () => {
    expect(probabilityBeatsBeta(1, 1, 2, 1)).toBeCloseTo(2 / 3, 12)
    expect(probabilityBeatsBeta(2, 1, 1, 1)).toBeCloseTo(1 / 3, 12)
  })

  it('is 1/2 for identical distributions', () => {
    expect(probabilityBeatsBeta(31, 970, 31, 970)).toBeCloseTo(0.5, 10)
    expect(probabilityBeatsBeta(5, 5, 5, 5)).toBeCloseTo(0.5, 12)
  })

  it('agrees with a numeric integral of the Beta pdf and cdf, whichever parameter is summed', () => {
    const cases: Array<[number, number, number, number]> = [
      [11, 91, 16, 86], // sum over aA
      [16, 86, 11, 91], // sum over aB
      [91, 11, 86, 16], // sum over bB
      [86, 16, 91, 11], // sum over bA
      [3, 40, 7, 35],
      [121, 881, 141, 861],
    ]
    for (const [aA, bA, aB, bB] of cases) {
      expect(probabilityBeatsBeta(aA, bA, aB, bB)).toBeCloseTo(numericIntegral(aA, bA, aB, bB), 6)
    }
  })

  it('complements the reverse question: P(B > A) + P(A > B) = 1', () => {
    expect(probabilityBeatsBeta(11, 91, 16, 86) + probabilityBeatsBeta(16, 86, 11, 91)).toBeCloseTo(
      1,
      12,
    )
  })

  // Its cost (one step per success of the smallest parameter) is a matter for benchmarks, not
  // for a timed assertion on a shared machine.
  it('stays finite and right at millions of visitors', () => {
    const p = chanceToBeat(
      { trials: 5_000_000, successes: 250_000 },
      { trials: 5_000_000, successes: 251_500 },
    )
    // At this size the posteriors are all but normal: P ~ Phi(0.0003 / sqrt(2 * 0.05 * 0.95 / 5e6)).
    expect(p).toBeCloseTo(normalCdf(0.0003 / Math.sqrt((2 * 0.05 * 0.95) / 5e6), 0, 1), 3)
  })
})

describe('chanceToBeat', () => {
  it('uses uniform priors: no data is a coin toss', () => {
    expect(chanceToBeat({ trials: 0, successes: 0 }, { trials: 0, successes: 0 })).toBeCloseTo(0.5)
  })

  it('grows with the evidence for B', () => {
    const a = { trials: 1000, successes: 100 }
    expect(chanceToBeat(a, { trials: 1000, successes: 110 })).toBeGreaterThan(0.7)
    expect(chanceToBeat(a, { trials: 1000, successes: 150 })).toBeGreaterThan(0.999)
    expect(chanceToBeat(a, { trials: 1000, successes: 80 })).toBeLessThan(0.1)
  })
})
