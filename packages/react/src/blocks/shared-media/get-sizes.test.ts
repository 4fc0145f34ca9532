import { getBreakpoints } from '@tessera/core'
import { describe, expect, it } from 'vitest'
import { getSizes } from './get-sizes.ts'

const breakpoints = getBreakpoints()

describe('getSizes', () => {
  it('uses the author sizes when given', () => {
    expect(
      getSizes({ sizes: ' 50vw ', breakpoints, responsiveStyles: { large: { width: '10%' } } }),
    ).toBe('50vw')
  })

  it('is 100vw without widths', () => {
    expect(getSizes({ breakpoints })).toBe('100vw')
    expect(
      getSizes({ sizes: '  ', breakpoints, responsiveStyles: { large: { color: 'red' } } }),
    ).toBe('100vw')
  })

  it('turns percentages into vw and keeps px and vw', () => {
    expect(getSizes({ breakpoints, responsiveStyles: { large: { width: '50%' } } })).toBe('50vw')
    expect(getSizes({ breakpoints, responsiveStyles: { large: { width: '320px' } } })).toBe('320px')
    expect(
      getSizes({ breakpoints, responsiveStyles: { large: { width: 'calc(100% - 2em)' } } }),
    ).toBe('100vw')
  })

  it('adds a clause per size whose width differs from the larger one', () => {
    expect(
      getSizes({
        breakpoints,
        responsiveStyles: {
          large: { width: '33.3%' },
          medium: { width: '50%' },
          small: { width: '100%' },
        },
      }),
    ).toBe('(max-width: 640px) 100vw, (max-width: 991px) 50vw, 33.3vw')
    expect(
      getSizes({
        breakpoints,
        responsiveStyles: { large: { width: '400px' }, small: { width: '90%' } },
      }),
    ).toBe('(max-width: 640px) 90vw, 400px')
    expect(
      getSizes({
        breakpoints,
        responsiveStyles: { large: { width: '50%' }, medium: { width: '50%' } },
      }),
    ).toBe('50vw')
  })

  it('follows custom breakpoints, xsmall included', () => {
    const custom = getBreakpoints({ xsmall: 300, small: 700, medium: 1000 })
    expect(
      getSizes({
        breakpoints: custom,
        responsiveStyles: { medium: { width: '50%' }, xsmall: { width: '80%' } },
      }),
    ).toBe('(max-width: 300px) 80vw, (max-width: 1000px) 50vw, 100vw')
  })
})
