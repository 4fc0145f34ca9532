import { describe, expect, it } from 'vitest'
import { ValidationError } from '../errors.ts'
import type { ResponsiveStyles } from '../types/block.ts'
import { getBreakpoints } from './get-breakpoints.ts'
import { responsiveStylesToCss } from './responsive-styles-to-css.ts'

const ALL: ResponsiveStyles = {
  xsmall: { display: 'none' },
  small: { fontSize: '12px', paddingTop: '4px' },
  medium: { color: 'blue' },
  large: { color: 'red', marginTop: '10px' },
}

describe('responsiveStylesToCss', () => {
  it('writes large without a media query, then medium and small', () => {
    expect(responsiveStylesToCss('builder-abc', ALL)).toBe(
      [
        '.builder-abc {',
        '  color: red;',
        '  margin-top: 10px;',
        '}',
        '@media (max-width: 991px) {',
        '  .builder-abc {',
        '    color: blue;',
        '  }',
        '}',
        '@media (max-width: 640px) {',
        '  .builder-abc {',
        '    font-size: 12px;',
        '    padding-top: 4px;',
        '  }',
        '}',
      ].join('\n'),
    )
  })

  it('writes xsmall last when the content defines it', () => {
    expect(responsiveStylesToCss('builder-abc', ALL, { breakpoints: { xsmall: 320 } })).toBe(
      [
        '.builder-abc {\n  color: red;\n  margin-top: 10px;\n}',
        '@media (max-width: 991px) {\n  .builder-abc {\n    color: blue;\n  }\n}',
        '@media (max-width: 640px) {\n  .builder-abc {\n    font-size: 12px;\n    padding-top: 4px;\n  }\n}',
        '@media (max-width: 320px) {\n  .builder-abc {\n    display: none;\n  }\n}',
      ].join('\n'),
    )
  })

  it('uses custom small and medium breakpoints', () => {
    const css = responsiveStylesToCss('b1', ALL, {
      breakpoints: { xsmall: 300, small: 500, medium: 800 },
    })
    expect(css).toBe(
      [
        '.b1 {\n  color: red;\n  margin-top: 10px;\n}',
        '@media (max-width: 800px) {\n  .b1 {\n    color: blue;\n  }\n}',
        '@media (max-width: 500px) {\n  .b1 {\n    font-size: 12px;\n    padding-top: 4px;\n  }\n}',
        '@media (max-width: 300px) {\n  .b1 {\n    display: none;\n  }\n}',
      ].join('\n'),
    )
  })

  it('uses breakpoints already computed by getBreakpoints over the custom ones', () => {
    const resolvedBreakpoints = getBreakpoints({ small: 500, medium: 800 })
    const css = responsiveStylesToCss(
      'b1',
      { medium: { color: 'blue' } },
      { breakpoints: { small: 600, medium: 900 }, resolvedBreakpoints },
    )
    expect(css).toBe('@media (max-width: 800px) {\n  .b1 {\n    color: blue;\n  }\n}')
  })

  it('falls back to the default breakpoints when the custom ones are invalid', () => {
    const css = responsiveStylesToCss(
      'b1',
      { medium: { color: 'blue' } },
      {
        breakpoints: { small: 900, medium: 500 },
      },
    )
    expect(css).toBe('@media (max-width: 991px) {\n  .b1 {\n    color: blue;\n  }\n}')
  })

  it('writes a single size on its own', () => {
    expect(responsiveStylesToCss('b1', { small: { color: 'red' } })).toBe(
      '@media (max-width: 640px) {\n  .b1 {\n    color: red;\n  }\n}',
    )
  })

  it('skips sizes with nothing left to write', () => {
    const styles = {
      large: {},
      medium: { opacity: 1, color: 'red;}' },
      small: { color: 'red' },
    } as unknown as ResponsiveStyles
    expect(responsiveStylesToCss('b1', styles)).toBe(
      '@media (max-width: 640px) {\n  .b1 {\n    color: red;\n  }\n}',
    )
  })

  it('drops unsafe values instead of breaking out of the rule', () => {
    const styles = {
      large: { color: 'red}</style><script>alert(1)</script>', background: 'blue' },
    }
    expect(responsiveStylesToCss('b1', styles)).toBe('.b1 {\n  background: blue;\n}')
  })

  it('returns an empty string for no styles', () => {
    expect(responsiveStylesToCss('b1', undefined)).toBe('')
    expect(responsiveStylesToCss('b1', null)).toBe('')
    expect(responsiveStylesToCss('b1', {})).toBe('')
    expect(responsiveStylesToCss('b1', { xsmall: { color: 'red' } })).toBe('')
  })

  it('escapes the block id', () => {
    expect(responsiveStylesToCss('1 a}', { large: { color: 'red' } })).toBe(
      '.\\31 \\ a\\} {\n  color: red;\n}',
    )
  })

  it('uses a given selector instead of the block id', () => {
    expect(
      responsiveStylesToCss('', { small: { color: 'red' } }, { selector: ' div.b1 > a ' }),
    ).toBe('@media (max-width: 640px) {\n  div.b1 > a {\n    color: red;\n  }\n}')
  })

  it('rejects an empty block id', () => {
    expect(() => responsiveStylesToCss('', {})).toThrow(ValidationError)
    expect(() => responsiveStylesToCss('', { large: { color: 'red' } })).toThrow(
      new ValidationError('responsiveStylesToCss: blockId must be a non-empty string'),
    )
  })

  it.each(['', ' ', '.a{', '.a;', '.a</style>', '.a /*'])('rejects the selector %j', (selector) => {
    expect(() => responsiveStylesToCss('b1', {}, { selector })).toThrow(
      new ValidationError(
        `responsiveStylesToCss: invalid selector ${JSON.stringify(selector)}; it must be non-empty and contain none of { } < ; /*`,
      ),
    )
  })

  it('gives the same output for the same input', () => {
    const first = responsiveStylesToCss('builder-abc', ALL, { breakpoints: { xsmall: 320 } })
    const second = responsiveStylesToCss('builder-abc', structuredClone(ALL), {
      breakpoints: { xsmall: 320 },
    })
    expect(second).toBe(first)
  })
})
