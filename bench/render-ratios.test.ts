import { describe, expect, it } from 'vitest'
import { fakeRenderResult, fakeRun } from './render-fixture.ts'
import {
  comparedHtmlBytes,
  comparedRate,
  fastestRate,
  htmlOver,
  pagesOf,
  rateOn,
  tesseraOver,
  verdictOf,
} from './render-ratios.ts'

const STATIC_100 = { page: 'static', blocks: 100 } as const

// gen-1 faster on React 18, gen-2 on 19, plain React on 18; Tessera faster on 18 too.
const RESULT = fakeRenderResult([
  fakeRun(19, [
    ['static', 100, { plain: 3000, tessera: 2000, gen1: 100, gen2: 80 }, { gen1: 900 }],
    ['bindings', 100, { plain: 3000, tessera: 1000, gen1: 90, gen2: null }],
  ]),
  fakeRun(18, [
    ['static', 100, { plain: 4000, tessera: 2500, gen1: 250, gen2: 50 }, { gen1: 800, tessera: 1 }],
    ['bindings', 100, { plain: 3500, tessera: 1200, gen1: 200, gen2: 40 }],
    ['static', 1000, { plain: 400, tessera: 250, gen1: 25, gen2: 5 }],
  ]),
])

describe('the figures ratios use', () => {
  it('lists the pages in the order the runs measured them', () => {
    expect(pagesOf(RESULT)).toEqual([
      { page: 'static', blocks: 100 },
      { page: 'bindings', blocks: 100 },
      { page: 'static', blocks: 1000 },
    ])
  })

  it("takes a peer's and the floor's faster React, with which one it was", () => {
    expect(fastestRate(RESULT, STATIC_100, 'gen1')).toEqual({ value: 250, react: 18 })
    expect(fastestRate(RESULT, STATIC_100, 'gen2')).toEqual({ value: 80, react: 19 })
    expect(comparedRate(RESULT, STATIC_100, 'plain')).toEqual({ value: 4000, react: 18 })
  })

  it('skips a failed run of a peer, and gives null when none measured', () => {
    const bindings = { page: 'bindings', blocks: 100 } as const
    expect(fastestRate(RESULT, bindings, 'gen2')).toEqual({ value: 40, react: 18 })
    expect(fastestRate(RESULT, { page: 'bindings', blocks: 7 }, 'gen1')).toEqual({
      value: null,
      react: null,
    })
  })

  it('takes Tessera on React 19 even where React 18 is faster for it', () => {
    expect(rateOn(RESULT, 18, STATIC_100, 'tessera')).toBe(2500)
    expect(comparedRate(RESULT, STATIC_100, 'tessera')).toEqual({ value: 2000, react: 19 })
    // Measured on React 18 only: no Tessera figure, so no ratio.
    const only18 = { page: 'static', blocks: 1000 } as const
    expect(tesseraOver(RESULT, only18, 'gen1')).toEqual({ value: null, react: 18 })
  })

  it("divides Tessera on React 19 by each peer's faster rate", () => {
    expect(tesseraOver(RESULT, STATIC_100, 'gen1')).toEqual({ value: 8, react: 18 })
    expect(tesseraOver(RESULT, STATIC_100, 'gen2')).toEqual({ value: 25, react: 19 })
    expect(tesseraOver(RESULT, STATIC_100, 'plain')).toEqual({ value: 0.5, react: 18 })
  })

  it("compares HTML bytes with a peer's smallest, Tessera's from React 19", () => {
    expect(comparedHtmlBytes(RESULT, STATIC_100, 'gen1')).toEqual({ value: 800, react: 18 })
    expect(comparedHtmlBytes(RESULT, STATIC_100, 'tessera')).toEqual({ value: 1000, react: 19 })
    expect(comparedHtmlBytes(RESULT, STATIC_100, 'gen1', 'htmlGzipBytes').value).toBe(200)
    expect(htmlOver(RESULT, STATIC_100, 'gen1')).toEqual({ value: 1.25, react: 18 })
    // A renderer whose HTML failed its check has no bytes to compare.
    const bindings = { page: 'bindings', blocks: 100 } as const
    expect(comparedHtmlBytes(RESULT, bindings, 'gen2')).toEqual({ value: 1000, react: 18 })
  })
})

describe('verdictOf', () => {
  it('is met when all are, MISSED when one is not, n/a when one is missing or none', () => {
    expect(verdictOf([10, 12], (v) => v >= 10)).toBe('met')
    expect(verdictOf([10, 9], (v) => v >= 10)).toBe('MISSED')
    expect(verdictOf([10, null], (v) => v >= 10)).toBe('n/a')
    expect(verdictOf([], (v) => v >= 10)).toBe('n/a')
  })
})
