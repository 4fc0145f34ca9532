import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { QueryParseError } from '../errors.ts'
import { compileSafeRegex, MAX_REGEX_LENGTH } from './safe-regex.ts'

describe('compileSafeRegex', () => {
  it('compiles ordinary patterns with their flags', () => {
    const regex = compileSafeRegex('^hello (world|there)$', 'i')
    expect(regex.test('HELLO World')).toBe(true)
    expect(regex.test('goodbye')).toBe(false)
    expect(regex.flags).toBe('i')
    expect(compileSafeRegex('a+b*c?', 'ii').flags).toBe('i')
    expect(compileSafeRegex('^b', 'm').test('a\nb')).toBe(true)
    expect(compileSafeRegex('^b').test('a\nb')).toBe(false)
    expect(compileSafeRegex('a.c', 's').test('a\nc')).toBe(true)
    expect(compileSafeRegex('a.c').test('a\nc')).toBe(false)
    expect(compileSafeRegex('\\p{L}+$', 'u').test('café')).toBe(true)
  })

  it.each([
    ['(ab)+', 'abab'],
    ['(a+)+$', 'aaaa'],
    ['(a|aa)*$', 'aaa'],
    ['(\\w+\\s?){3,}', 'one two three'],
    ['x(?<name>ab)*', 'xab'],
    ['[(+)]+', '(+)'],
    ['^/blog/\\d+', '/blog/42'],
    ['\\u00e9', 'café'],
  ])('accepts %s, which backtracking engines may not survive, and matches %s', (pattern, text) => {
    expect(compileSafeRegex(pattern).test(text)).toBe(true)
  })

  it.each(['(a)\\1', '(?<x>a)\\k<x>', '(?=a)b', '(?!a)b', '(?<=a)b', '(?<!a)b'])(
    'refuses %s (backreferences and lookarounds are not RE2)',
    (pattern) => {
      expect(() => compileSafeRegex(pattern)).toThrow(`Invalid $regex "${pattern}"`)
      expect(() => compileSafeRegex(pattern)).toThrow('(patterns use RE2 syntax)')
    },
  )

  it('refuses patterns longer than the limit', () => {
    expect(() => compileSafeRegex('a'.repeat(MAX_REGEX_LENGTH + 1))).toThrow(
      '$regex is longer than 200 characters',
    )
    expect(compileSafeRegex('a'.repeat(MAX_REGEX_LENGTH)).test('a'.repeat(200))).toBe(true)
  })

  it('refuses non-string patterns, bad flags and invalid syntax', () => {
    expect(() => compileSafeRegex(5)).toThrow('$regex needs a string pattern')
    expect(() => compileSafeRegex('[')).toThrow('Invalid $regex "[": missing closing ]')
    expect(() => compileSafeRegex('a', 1)).toThrow('Invalid $options 1: use flags i, m, s, u')
    expect(() => compileSafeRegex('a', 'g')).toThrow('Invalid $options "g"')
  })
})

describe('compileSafeRegex fuzz', () => {
  it('returns a matcher or throws QueryParseError for any pattern', () => {
    const piece = fc.oneof(
      fc.string({ maxLength: 4 }),
      fc.constantFrom('(', ')', '[', ']', '\\', '+', '*', '?', '{2,}', '|', '(?:', '(?<n>', '\\1'),
    )
    fc.assert(
      fc.property(
        fc.array(piece, { maxLength: 12 }),
        fc.string({ maxLength: 3 }),
        (parts, flags) => {
          try {
            expect(typeof compileSafeRegex(parts.join(''), flags).test('abc')).toBe('boolean')
          } catch (error: unknown) {
            expect(error).toBeInstanceOf(QueryParseError)
          }
        },
      ),
      { numRuns: 2000 },
    )
  })
})
