import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { QueryParseError } from '../errors.ts'
import { compileSafeRegex, MAX_REGEX_LENGTH } from './safe-regex.ts'

describe('compileSafeRegex', () => {
  it('compiles ordinary patterns with their flags', () => {
    const regex = compileSafeRegex('^hello (world|there)$', 'i')
    expect(regex.test('HELLO World')).toBe(true)
    expect(regex.flags).toBe('i')
    expect(compileSafeRegex('a+b*c?', 'ii').flags).toBe('i')
  })

  it.each(['(ab)+', '(a+)?', '(?:ab)+', '[(+)]+', 'x(?<name>ab)*', '(?=a)b+', '\\(a+\\)+'])(
    'accepts %s',
    (pattern) => {
      expect(compileSafeRegex(pattern)).toBeInstanceOf(RegExp)
    },
  )

  it.each(['(a+)+', '(a*)*', '(a|aa)*', '(\\w+\\s?){3,}', '((ab)+c)+', '(?:a?)+', '(a{2})*'])(
    'refuses nested quantifiers in %s',
    (pattern) => {
      expect(() => compileSafeRegex(pattern)).toThrow(
        `Unsafe $regex "${pattern}": nested quantifiers are not allowed`,
      )
    },
  )

  it.each(['(a)\\1', '(?<x>a)\\k<x>'])('refuses the backreference in %s', (pattern) => {
    expect(() => compileSafeRegex(pattern)).toThrow(
      `Unsafe $regex "${pattern}": backreferences are not allowed`,
    )
  })

  it('refuses patterns longer than the limit', () => {
    expect(() => compileSafeRegex('a'.repeat(MAX_REGEX_LENGTH + 1))).toThrow(
      '$regex is longer than 200 characters',
    )
    expect(compileSafeRegex('a'.repeat(MAX_REGEX_LENGTH))).toBeInstanceOf(RegExp)
  })

  it('refuses non-string patterns and invalid syntax', () => {
    expect(() => compileSafeRegex(5)).toThrow('$regex needs a string pattern')
    expect(() => compileSafeRegex('[')).toThrow(QueryParseError)
    expect(() => compileSafeRegex('a', 1)).toThrow('Invalid $options 1: use flags i, m, s, u')
  })
})

describe('compileSafeRegex fuzz', () => {
  it('returns a RegExp or throws QueryParseError for any pattern', () => {
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
            expect(compileSafeRegex(parts.join(''), flags)).toBeInstanceOf(RegExp)
          } catch (error: unknown) {
            expect(error).toBeInstanceOf(QueryParseError)
          }
        },
      ),
      { numRuns: 2000 },
    )
  })
})
