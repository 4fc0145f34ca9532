import { describe, expect, it } from 'vitest'
import { chiSquareGoodnessOfFit } from './sample-ratio.ts'

describe('chiSquareGoodnessOfFit', () => {
  it("matches Mendel's pea counts against 9:3:3:1 (X^2 = 0.470, 3 df, p = 0.925)", () => {
    // G. Mendel (1866), round/yellow 315, round/green 108, wrinkled/yellow 101,
    // wrinkled/green 32; the classic goodness-of-fit example, e.g. in M. C. Whitlock and
    // D. Schluter, "The Analysis of Biological Data", and R. R. Sokal and F. J. Rohlf,
    // "Biometry": X^2 = 0.470 with 3 degrees of freedom, P = 0.925.
    const fit = chiSquareGoodnessOfFit([315, 108, 101, 32], [9, 3, 3, 1])
    expect(fit?.chiSquare).toBeCloseTo(0.47, 3)
    expect(fit?.degreesOfFreedom).toBe(3)
    expect(fit?.pValue).toBeCloseTo(0.9254, 4)
  })

  it('flags a sample ratio mismatch of a 50/50 test', () => {
    // 10,000 visitors split 5,250 / 4,750 instead of 5,000 / 5,000: X^2 = 2 * 250^2 / 5000 = 25.
    const fit = chiSquareGoodnessOfFit([5250, 4750], [0.5, 0.5])
    expect(fit?.chiSquare).toBeCloseTo(25, 10)
    expect(fit?.pValue).toBeCloseTo(5.733e-7, 9)
    expect(chiSquareGoodnessOfFit([5030, 4970], [0.5, 0.5])?.pValue).toBeGreaterThan(0.5)
  })

  it('leaves out groups that expect no share, and answers null without two groups or counts', () => {
    const fit = chiSquareGoodnessOfFit([500, 500, 40], [0.5, 0.5, 0])
    expect(fit?.chiSquare).toBe(0)
    expect(fit?.degreesOfFreedom).toBe(1)
    expect(chiSquareGoodnessOfFit([0, 0], [0.5, 0.5])).toBeNull()
    expect(chiSquareGoodnessOfFit([10, 3], [1, 0])).toBeNull()
    expect(() => chiSquareGoodnessOfFit([1], [0.5, 0.5])).toThrow(/same length/)
  })
})
