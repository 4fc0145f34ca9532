import { describe, expect, it } from 'vitest'
import {
  AUTOPLAY_INTERVAL_MS,
  AUTOPLAY_TIMER_EXTRA_MS,
  DEFAULT_RESPONSIVE,
  EDGE_FRICTION,
  SLIDE_SPEED_MS,
  TOUCH_THRESHOLD,
} from './constants.ts'
import {
  getAutoplayInterval,
  getBreakpoints,
  getShowCss,
  positiveInt,
  resolveSettings,
} from './settings.ts'

describe('constants (slick defaults)', () => {
  it('has slick values', () => {
    expect(SLIDE_SPEED_MS).toBe(500)
    expect(AUTOPLAY_INTERVAL_MS).toBe(3000)
    expect(AUTOPLAY_TIMER_EXTRA_MS).toBe(50)
    expect(TOUCH_THRESHOLD).toBe(5)
    expect(EDGE_FRICTION).toBe(0.35)
    expect(DEFAULT_RESPONSIVE).toEqual([
      { breakpoint: 3000, settings: { slidesToShow: 2, slidesToScroll: 2 } },
      { breakpoint: 400, settings: { slidesToShow: 1, slidesToScroll: 1 } },
    ])
  })
})

describe('settings', () => {
  it('positiveInt accepts finite numbers ≥ 1, floored', () => {
    expect(
      [2, 2.7, 1, 0.5, 0, -3, Number.NaN, Infinity, '3', null].map((v) => positiveInt(v, 9)),
    ).toEqual([2, 2, 1, 9, 9, 9, 9, 9, 9, 9])
  })

  it('getBreakpoints defaults when absent, sorts ascending, drops invalid entries', () => {
    expect(getBreakpoints(undefined).map((b) => b.breakpoint)).toEqual([400, 3000])
    expect(getBreakpoints(null).map((b) => b.breakpoint)).toEqual([400, 3000])
    expect(getBreakpoints('x')).toEqual([])
    expect(getBreakpoints([])).toEqual([])
    expect(
      getBreakpoints([
        { breakpoint: 900, settings: 'unslick' },
        null,
        { breakpoint: '600' },
        { breakpoint: Number.NaN },
        { breakpoint: 600, settings: { slidesToShow: 3 } },
      ]),
    ).toEqual([
      { breakpoint: 600, settings: { slidesToShow: 3 } },
      { breakpoint: 900, settings: {} },
    ])
  })

  it('resolveSettings: the smallest breakpoint ≥ width over the base, 1/1/infinite outside', () => {
    const bps = getBreakpoints(undefined)
    expect(resolveSettings(bps, {}, 1024)).toEqual({ show: 2, scroll: 2, infinite: true })
    expect(resolveSettings(bps, {}, 3000)).toEqual({ show: 2, scroll: 2, infinite: true })
    expect(resolveSettings(bps, {}, 400)).toEqual({ show: 1, scroll: 1, infinite: true })
    expect(resolveSettings(bps, {}, 3001)).toEqual({ show: 1, scroll: 1, infinite: true })
    const custom = getBreakpoints([{ breakpoint: 800, settings: { infinite: false } }])
    const base = { slidesToShow: 4, slidesToScroll: 0 }
    expect(resolveSettings(custom, base, 800)).toEqual({ show: 4, scroll: 1, infinite: false })
    expect(resolveSettings(custom, { infinite: false }, 900).infinite).toBe(false)
  })

  it('getShowCss mirrors resolveSettings with max-width queries, smallest last', () => {
    expect(getShowCss('.c', getBreakpoints(undefined), {})).toBe(
      '.c{--show:1}@media (max-width:3000px){.c{--show:2}}@media (max-width:400px){.c{--show:1}}',
    )
    expect(
      getShowCss('.c', getBreakpoints([{ breakpoint: 500, settings: {} }]), { slidesToShow: 3 }),
    ).toBe('.c{--show:3}@media (max-width:500px){.c{--show:3}}')
  })

  it('getAutoplayInterval converts seconds, defaulting for absent, 0 and invalid', () => {
    expect(getAutoplayInterval(5)).toBe(5000)
    expect(getAutoplayInterval(0.25)).toBe(250)
    for (const bad of [undefined, 0, -1, Number.NaN, Infinity, '5', null, {}]) {
      expect(getAutoplayInterval(bad)).toBe(AUTOPLAY_INTERVAL_MS)
    }
  })
})
