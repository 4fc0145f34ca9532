import { describe, expect, it } from 'vitest'
import { getBreakpoints } from './get-breakpoints.ts'
import { getSizeForWidth, sizeForDevice } from './get-size-for-width.ts'

describe('getSizeForWidth', () => {
  it.each([
    [0, 'small'],
    [320, 'small'],
    [640, 'small'],
    [641, 'medium'],
    [991, 'medium'],
    [992, 'large'],
    [5000, 'large'],
    [Number.NaN, 'large'],
  ])('puts %s px in %s with the default breakpoints', (width, size) => {
    expect(getSizeForWidth(width)).toBe(size)
  })

  it('uses xsmall only when the breakpoints have it', () => {
    const breakpoints = getBreakpoints({ xsmall: 320, small: 500, medium: 800 })
    expect(getSizeForWidth(320, breakpoints)).toBe('xsmall')
    expect(getSizeForWidth(321, breakpoints)).toBe('small')
    expect(getSizeForWidth(501, breakpoints)).toBe('medium')
    expect(getSizeForWidth(801, breakpoints)).toBe('large')
  })
})

describe('sizeForDevice', () => {
  it('maps devices to sizes', () => {
    expect(sizeForDevice('desktop')).toBe('large')
    expect(sizeForDevice('tablet')).toBe('medium')
    expect(sizeForDevice('mobile')).toBe('small')
    expect(sizeForDevice(undefined)).toBe('large')
  })
})
