import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { QueryParseError, TesseraError } from '../errors.ts'
import { parseBuilderUrlOptions } from './parse-builder-url-options.ts'
import { parseQueryString } from './parse-query-string.ts'

const DENIED = /^Property name "(__proto__|prototype|constructor)" is not allowed$/

/** Any UTF-16 code unit sequence a code point gives, lone surrogates included. */
const char = fc.oneof(
  fc.string({ minLength: 1, maxLength: 1 }),
  fc.integer({ min: 0, max: 0x10ffff }).map((code) => String.fromCodePoint(code)),
)

/** Pieces that stress the parser: separators, escapes (good and broken), builder_ and denied names. */
const piece = fc.oneof(
  fc.string({ maxLength: 6, unit: char }),
  fc.constantFrom(
    '.',
    '&',
    '=',
    '+',
    '%',
    '%2',
    '%zz',
    '%2E',
    '%5F',
    '%E0%A4%A',
    '%ED%A0%80',
    '%F0%9F%98%80',
    'builder',
    'builder_',
    'builder.',
    '__proto__',
    '%5F%5Fproto%5F%5F',
    'prototype',
    'constructor',
    'toString',
    'overrides',
    'tests',
    'env',
    'params',
    'userAttributes',
    'options',
  ),
)
const text = fc.array(piece, { maxLength: 8 }).map((parts) => parts.join(''))
const key = fc.array(text, { minLength: 1, maxLength: 4 }).map((segments) => segments.join('.'))
const pairs = fc
  .array(fc.tuple(key, text), { maxLength: 8 })
  .map((list) => list.map(([name, value]) => `${name}=${value}`).join('&'))
const query = fc.oneof(fc.string({ maxLength: 40, unit: char }), text, pairs)

function prototypeSnapshot(): string[] {
  return Object.getOwnPropertyNames(Object.prototype).sort()
}

describe('parseQueryString (fuzz)', () => {
  it('returns a JSON-serialisable object or throws only the deny-list QueryParseError', () => {
    const before = prototypeSnapshot()
    const outcomes = { parsed: 0, denied: 0 }
    fc.assert(
      fc.property(query, (input) => {
        try {
          const result = parseQueryString(input)
          expect(typeof JSON.stringify(result)).toBe('string')
          outcomes.parsed++
        } catch (error) {
          expect(error).toBeInstanceOf(QueryParseError)
          expect((error as Error).message).toMatch(DENIED)
          outcomes.denied++
        }
      }),
      { numRuns: 1500 },
    )
    // the generator reaches both outcomes, so the property checks something
    expect(outcomes.parsed).toBeGreaterThan(100)
    expect(outcomes.denied).toBeGreaterThan(10)
    expect(prototypeSnapshot()).toEqual(before)
    expect(({} as Record<string, unknown>).x).toBeUndefined()
  })
})

describe('parseBuilderUrlOptions (fuzz)', () => {
  it('throws nothing but TesseraErrors on builder.* queries', () => {
    const builderQuery = fc
      .array(fc.tuple(key, text), { maxLength: 6 })
      .map((list) => list.map(([name, value]) => `builder.${name}=${value}`).join('&'))
    const before = prototypeSnapshot()
    fc.assert(
      fc.property(fc.oneof(builderQuery, query), (input) => {
        try {
          parseBuilderUrlOptions(input)
        } catch (error) {
          expect(error).toBeInstanceOf(TesseraError)
        }
      }),
      { numRuns: 800 },
    )
    expect(prototypeSnapshot()).toEqual(before)
  })
})
