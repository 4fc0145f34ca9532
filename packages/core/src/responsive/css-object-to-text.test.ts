import { describe, expect, it } from 'vitest'
import { cssObjectToText, isSafeCssValue, toCssPropertyName } from './css-object-to-text.ts'

describe('toCssPropertyName', () => {
  it.each([
    ['color', 'color'],
    ['fontSize', 'font-size'],
    ['borderTopLeftRadius', 'border-top-left-radius'],
    ['font-size', 'font-size'],
    ['WebkitTransition', '-webkit-transition'],
    ['MozAppearance', '-moz-appearance'],
    ['msTransform', '-ms-transform'],
    ['-webkit-line-clamp', '-webkit-line-clamp'],
    ['--brandColor', '--brandColor'],
    ['--brand-color', '--brand-color'],
  ])('converts %j to %j', (key, name) => {
    expect(toCssPropertyName(key)).toBe(name)
  })

  it.each(['', 'color:red', 'a b', 'x}', '--', '--a;b', '1abc', 'color;'])('rejects %j', (key) => {
    expect(toCssPropertyName(key)).toBeUndefined()
  })
})

describe('isSafeCssValue', () => {
  it.each([
    'red',
    'url("a.png") no-repeat',
    'calc(100% - 10px)',
    '10px !important',
    '"\\201C"',
    'a */ b',
    'a / *b',
    'a\\ b',
    '\u00a0red',
  ])('accepts %j', (value) => {
    expect(isSafeCssValue(value)).toBe(true)
  })

  it.each([
    'red}',
    'red; background: blue',
    '{',
    '</style><script>',
    'red /* x',
    'a\nb',
    'a\rb',
    'a\tb',
    'red\\',
    '',
    '   ',
    '\u00a0\u2003\ufeff',
    'a/**/b',
    12,
    null,
  ])('rejects %j', (value) => {
    expect(isSafeCssValue(value)).toBe(false)
  })
})

describe('cssObjectToText', () => {
  it('writes one declaration per line in key order', () => {
    expect(cssObjectToText({ fontSize: '12px', color: 'red', WebkitBoxFlex: '1' })).toBe(
      'font-size: 12px;\ncolor: red;\n-webkit-box-flex: 1;',
    )
  })

  it('prefixes each line with the indent', () => {
    expect(cssObjectToText({ a: '1', b: '2' }, { indent: '  ' })).toBe('  a: 1;\n  b: 2;')
  })

  it('trims values', () => {
    expect(cssObjectToText({ color: '  red ' })).toBe('color: red;')
  })

  it('drops non-string values, bad keys and unsafe values', () => {
    const styles: Record<string, unknown> = {
      opacity: 0.5,
      zIndex: 3,
      hidden: true,
      nested: { color: 'red' },
      empty: '',
      'color:red': 'x',
      background: 'url(x.png)}body{display:none',
      margin: '0 auto',
    }
    expect(cssObjectToText(styles)).toBe('margin: 0 auto;')
  })

  it('returns an empty string for nothing to write', () => {
    expect(cssObjectToText({})).toBe('')
    expect(cssObjectToText(undefined)).toBe('')
    expect(cssObjectToText(null)).toBe('')
    expect(cssObjectToText(['red'] as unknown as Record<string, unknown>)).toBe('')
  })
})
