/**
 * The faster CSS writers (single pass, cached names and declaration starts) against the
 * straightforward implementation they replaced, kept here as the oracle: same output, byte for
 * byte, for any styles.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { ResponsiveStyles } from '../types/block.ts'
import { cssObjectToText, isSafeCssValue, toCssPropertyName } from './css-object-to-text.ts'
import { escapeCssIdentifier } from './escape-css-identifier.ts'
import { getBreakpoints } from './get-breakpoints.ts'
import type { Breakpoints } from './get-breakpoints.ts'
import { responsiveStylesToCss } from './responsive-styles-to-css.ts'

// The oracle: the previous implementation, unchanged.
const oracle = (() => {
  const isUpper = (code: number) => code >= 0x41 && code <= 0x5a
  function propertyName(key: string): string | undefined {
    if (key.startsWith('--')) return /^--[\w-]+$/.test(key) ? key : undefined
    let name = key.startsWith('ms') && isUpper(key.charCodeAt(2)) ? '-' : ''
    let from = 0
    for (let i = 0; i < key.length; i++) {
      const code = key.charCodeAt(i)
      if (!isUpper(code)) continue
      name += `${key.slice(from, i)}-${String.fromCharCode(code + 0x20)}`
      from = i + 1
    }
    name = from === 0 ? name + key : name + key.slice(from)
    return /^-?[a-z][a-z0-9-]*$/.test(name) ? name : undefined
  }
  function isSafe(value: unknown): value is string {
    if (typeof value !== 'string') return false
    let isBlank = true
    let previous = 0
    for (let i = 0; i < value.length; i++) {
      const code = value.charCodeAt(i)
      if (code < 0x20 || code === 0x7f || code === 0x7b || code === 0x7d) return false
      if (code === 0x3c || code === 0x3b || (code === 0x2a && previous === 0x2f)) return false
      if (isBlank && code !== 0x20 && !/\s/.test(value.charAt(i))) isBlank = false
      previous = code
    }
    return !isBlank && previous !== 0x5c
  }
  function objectToText(styles: unknown, indent = ''): string {
    if (styles === null || typeof styles !== 'object' || Array.isArray(styles)) return ''
    const record = styles as Record<string, unknown>
    let text = ''
    for (const key in record) {
      if (!Object.hasOwn(record, key)) continue
      const value = record[key]
      if (!isSafe(value)) continue
      const name = propertyName(key)
      if (name === undefined) continue
      text += `${text === '' ? '' : '\n'}${indent}${name}: ${value.trim()};`
    }
    return text
  }
  function responsiveCss(blockId: string, styles: ResponsiveStyles, breakpoints: Breakpoints) {
    const selector = `.${escapeCssIdentifier(blockId)}`
    const large = objectToText(styles.large, '  ')
    let css = large === '' ? '' : `${selector} {\n${large}\n}`
    for (const size of ['medium', 'small', 'xsmall'] as const) {
      const range = breakpoints[size]
      if (!range) continue
      const body = objectToText(styles[size], '    ')
      if (body === '') continue
      if (css !== '') css += '\n'
      css += `@media (max-width: ${range.max}px) {\n  ${selector} {\n${body}\n  }\n}`
    }
    return css
  }
  return { propertyName, isSafe, objectToText, responsiveCss }
})()

const KEYS = [
  ...['color', 'fontSize', 'marginTop', 'WebkitTransition', 'MozAppearance', 'msTransform'],
  ...['ms', 'msx', 'font-size', '--brand', '--brand-color', '--a;b', '--', 'color:red', ''],
  ...['1abc', 'a b', 'ABC', 'toString', '__proto__', 'constructor', 'zIndex'],
]
const VALUES = [
  ...['red', '  red ', '10px', 'calc(100% - 10px)', '', ' ', '\u00a0', '\u00a0red', '\ufeff'],
  ...['\u2003x', 'a\\', 'a\\ b', 'a/*b', 'a/ *b', 'red}', '{', '<', ';', 'a\nb', '\u007f', 'é'],
]
const key = fc.oneof(fc.constantFrom(...KEYS), fc.string({ maxLength: 8 }))
const value = fc.oneof(
  fc.constantFrom(...VALUES),
  fc.string({ maxLength: 6 }),
  fc.constantFrom(0, 12, null, undefined, true, {}, ['red']),
)
const styles = fc.oneof(
  fc.dictionary(key, value, { maxKeys: 6 }),
  fc.constantFrom(undefined, null, [], 'red'),
)
const breakpoints = fc
  .constantFrom(undefined, { xsmall: 320 }, { small: 500, medium: 900 }, { xsmall: 9e9 })
  .map((custom) => getBreakpoints(custom))

describe('the CSS writers, against the previous implementation', () => {
  it('name, check and write style objects the same way', () => {
    fc.assert(
      fc.property(key, value, styles, fc.constantFrom('', '  ', '\t'), (k, v, s, indent) => {
        expect(toCssPropertyName(k)).toBe(oracle.propertyName(k))
        expect(isSafeCssValue(v)).toBe(oracle.isSafe(v))
        const record = s as Record<string, unknown> | undefined
        expect(cssObjectToText(record, { indent })).toBe(oracle.objectToText(record, indent))
      }),
      { numRuns: 2000 },
    )
  })

  it('write the same responsive CSS', () => {
    const id = fc.oneof(fc.constantFrom('builder-abc', '1a', 'a b', '-', 'é'), fc.string())
    const responsive = fc.record(
      { large: styles, medium: styles, small: styles, xsmall: styles },
      { requiredKeys: [] },
    ) as fc.Arbitrary<ResponsiveStyles>
    fc.assert(
      fc.property(id.filter(Boolean), responsive, breakpoints, (blockId, input, resolved) => {
        expect(responsiveStylesToCss(blockId, input, { resolvedBreakpoints: resolved })).toBe(
          oracle.responsiveCss(blockId, input, resolved),
        )
      }),
      { numRuns: 1000 },
    )
  })
})
