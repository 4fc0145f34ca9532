import { describe, expect, it } from 'vitest'
import { compareProportions } from './two-proportion.ts'

describe('compareProportions', () => {
  // Physicians' Health Study (aspirin and myocardial infarction), as worked in A. Agresti,
  // "An Introduction to Categorical Data Analysis", 2nd ed. (Wiley, 2007), sections 2.2.2-2.2.4
  // and Table 2.3: placebo 189 of 11,034 and aspirin 104 of 11,037 had a heart attack;
  // relative risk 1.82 with the 95 % interval (1.43, 2.30) from the log relative risk, and
  // Pearson's X^2 = 25.01 (for a 2x2 table X^2 = z^2 of the pooled two-proportion z-test).
  const aspirin = { trials: 11037, successes: 104 }
  const placebo = { trials: 11034, successes: 189 }

  it('matches the textbook relative risk, its 95 % interval and the z-test', () => {
    const result = compareProportions(aspirin, placebo)
    expect(result.uplift).toBeCloseTo(0.82, 2) // relative risk 1.82
    expect(result.ci95?.[0]).toBeCloseTo(0.43, 2) // 1.43
    expect(result.ci95?.[1]).toBeCloseTo(1.306, 2) // 2.30 as printed; 2.306 unrounded
    expect(result.z).toBeCloseTo(5.0, 1)
    expect((result.z ?? 0) ** 2).toBeCloseTo(25.01, 1)
    expect(result.pValue).toBeLessThan(1e-6)
  })

  it('is antisymmetric in its two groups', () => {
    const forward = compareProportions(aspirin, placebo)
    const backward = compareProportions(placebo, aspirin)
    expect(backward.z).toBeCloseTo(-(forward.z ?? 0), 12)
    expect(backward.pValue).toBeCloseTo(forward.pValue ?? 0, 12)
    // The ratio flips: 1 + uplift of one direction is 1 / (1 + uplift) of the other.
    expect(1 + (backward.uplift ?? 0)).toBeCloseTo(1 / (1 + (forward.uplift ?? 0)), 12)
    expect(1 + (backward.ci95?.[0] ?? 0)).toBeCloseTo(1 / (1 + (forward.ci95?.[1] ?? 0)), 12)
  })

  it('finds no difference between equal rates', () => {
    const result = compareProportions(
      { trials: 1000, successes: 50 },
      { trials: 2000, successes: 100 },
    )
    expect(result.uplift).toBe(0)
    expect(result.z).toBe(0)
    expect(result.pValue).toBe(1)
    expect(result.ci95?.[0]).toBeLessThan(0)
    expect(result.ci95?.[1]).toBeGreaterThan(0)
  })

  it('answers null where a number is undefined, never NaN', () => {
    expect(compareProportions({ trials: 0, successes: 0 }, { trials: 10, successes: 1 })).toEqual({
      uplift: null,
      ci95: null,
      z: null,
      pValue: null,
    })
    const noBaseline = compareProportions(
      { trials: 100, successes: 0 },
      { trials: 100, successes: 5 },
    )
    expect(noBaseline.uplift).toBeNull()
    expect(noBaseline.ci95).toBeNull()
    expect(noBaseline.z).toBeGreaterThan(2)
    const noneAtAll = compareProportions(
      { trials: 100, successes: 0 },
      { trials: 100, successes: 0 },
    )
    expect(noneAtAll.z).toBeNull()
    expect(noneAtAll.pValue).toBeNull()
  })
})
