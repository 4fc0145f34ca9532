import { describe, expect, it } from 'vitest'
import type { CustomBreakpoints } from '../types/entry.ts'
import { getBreakpoints } from './get-breakpoints.ts'

const DEFAULTS = {
  small: { min: 0, max: 640 },
  medium: { min: 641, max: 991 },
  large: { min: 992, max: 1200 },
}

describe('getBreakpoints', () => {
  it('returns the defaults without xsmall', () => {
    expect(getBreakpoints()).toEqual(DEFAULTS)
    expect(getBreakpoints({})).toEqual(DEFAULTS)
    expect(getBreakpoints(null)).toEqual(DEFAULTS)
    expect('xsmall' in getBreakpoints()).toBe(false)
  })

  it('uses custom small and medium, with large up to 2000', () => {
    expect(getBreakpoints({ small: 500, medium: 800 })).toEqual({
      small: { min: 0, max: 500 },
      medium: { min: 501, max: 800 },
      large: { min: 801, max: 2000 },
    })
  })

  it('adds xsmall from floor(xsmall / 2) and starts small after it', () => {
    expect(getBreakpoints({ xsmall: 321 })).toEqual({
      xsmall: { min: 160, max: 321 },
      small: { min: 322, max: 640 },
      medium: { min: 641, max: 991 },
      large: { min: 992, max: 1200 },
    })
    expect(getBreakpoints({ xsmall: 300, small: 500, medium: 800 })).toEqual({
      xsmall: { min: 150, max: 300 },
      small: { min: 301, max: 500 },
      medium: { min: 501, max: 800 },
      large: { min: 801, max: 2000 },
    })
  })

  it.each<[string, CustomBreakpoints]>([
    ['only small', { small: 500 }],
    ['only medium', { medium: 800 }],
    ['a string', { small: '500' as unknown as number, medium: 800 }],
    ['a negative', { small: -1, medium: 800 }],
    ['zero', { small: 0, medium: 800 }],
    ['NaN', { small: Number.NaN, medium: 800 }],
    ['infinity', { small: 500, medium: Number.POSITIVE_INFINITY }],
    ['medium equal to small', { small: 800, medium: 800 }],
    ['medium below small', { small: 800, medium: 500 }],
    ['medium beyond the custom large max', { small: 800, medium: 2000 }],
  ])('ignores custom small/medium given %s', (_, custom) => {
    expect(getBreakpoints(custom)).toEqual(DEFAULTS)
  })

  it.each<[string, CustomBreakpoints]>([
    ['a string', { xsmall: '320' as unknown as number }],
    ['a negative', { xsmall: -320 }],
    ['zero', { xsmall: 0 }],
    ['not below small', { xsmall: 640 }],
    ['not below a custom small', { xsmall: 500, small: 500, medium: 800 }],
  ])('ignores a custom xsmall that is %s', (_, custom) => {
    expect(getBreakpoints(custom).xsmall).toBeUndefined()
  })

  it('returns fresh objects', () => {
    const first = getBreakpoints()
    first.small.max = 1
    expect(getBreakpoints().small.max).toBe(640)
  })
})
