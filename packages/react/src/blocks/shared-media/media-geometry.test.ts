import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { sizerStyle } from './media-geometry.ts'

describe('sizerStyle', () => {
  it('gives ratio × 100 rounded to 12 digits, without float noise', () => {
    expect(sizerStyle(0.07).paddingTop).toBe('7%')
    expect(sizerStyle(0.5625).paddingTop).toBe('56.25%')
    expect(sizerStyle(0.7041).paddingTop).toBe('70.41%')
    expect(sizerStyle(1 / 3).paddingTop).toBe('33.3333333333%')
    expect(sizerStyle(1e-9).paddingTop).toBe('1e-7%')
    expect(sizerStyle(123456789012.5).paddingTop).toBe('12345678901300%')
  })

  it('agrees with Number((ratio * 100).toPrecision(12)) for any ratio', () => {
    const ratio = fc.oneof(
      fc.double({ min: 1e-12, max: 1e12, noNaN: true }),
      fc.integer({ min: 1, max: 100000 }).map((n) => n / 10000),
      fc.constantFrom(0.1, 0.2, 0.3, 0.7041, 1.5, 1e21, 5e-324, Number.MAX_VALUE),
    )
    fc.assert(
      fc.property(ratio, (value) => {
        expect(sizerStyle(value).paddingTop).toBe(`${Number((value * 100).toPrecision(12))}%`)
      }),
      { numRuns: 5000 },
    )
  })
})
