import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ValidationError } from '../errors.ts'
import { FORBIDDEN_PROPERTY_NAMES, parseQueryString } from './parse-query-string.ts'
import { flattenQuery, stringifyQueryString } from './stringify-query-string.ts'

describe('flattenQuery', () => {
  it('flattens nested objects with dots in key order', () => {
    expect(flattenQuery({ b: { y: '1', x: '2' }, a: 'z' })).toEqual([
      ['b.y', '1'],
      ['b.x', '2'],
      ['a', 'z'],
    ])
  })

  it('turns scalars into strings and skips null, undefined, functions and empty keys', () => {
    expect(
      flattenQuery({ n: 2, t: true, big: 3n, u: undefined, z: null, f: () => 1, '': 'x', e: '' }),
    ).toEqual([
      ['n', '2'],
      ['t', 'true'],
      ['big', '3'],
      ['e', ''],
    ])
  })

  it('repeats the name for each array item', () => {
    expect(flattenQuery({ a: ['x', 'y'], b: [{ c: 1 }] })).toEqual([
      ['a', 'x'],
      ['a', 'y'],
      ['b.c', '1'],
    ])
  })

  it('keeps dots inside keys', () => {
    expect(flattenQuery({ overrides: { 'page:/about.html': 'id' } })).toEqual([
      ['overrides.page:/about.html', 'id'],
    ])
  })

  it('accepts shared references but throws a ValidationError on a cycle', () => {
    const shared = { v: '1' }
    expect(flattenQuery({ a: shared, b: shared })).toEqual([
      ['a.v', '1'],
      ['b.v', '1'],
    ])
    const cyclic: Record<string, unknown> = { a: { b: 1 } }
    ;(cyclic.a as Record<string, unknown>).c = cyclic
    expect(() => flattenQuery(cyclic)).toThrow(ValidationError)
    expect(() => flattenQuery(cyclic)).toThrow(
      'Cannot build a query string from a circular object (at "a.c")',
    )
  })
})

describe('stringifyQueryString', () => {
  it('encodes names and values and keeps dots', () => {
    expect(
      stringifyQueryString({
        builder: { preview: 'page', overrides: { 'page:/about': 'abc 1' } },
        q: 'a&b=c+d',
      }),
    ).toBe('builder.preview=page&builder.overrides.page%3A%2Fabout=abc%201&q=a%26b%3Dc%2Bd')
  })

  it('gives an empty string for an empty object', () => {
    expect(stringifyQueryString({})).toBe('')
  })

  it('replaces lone surrogates instead of throwing', () => {
    expect(stringifyQueryString({ a: '\uD800x' })).toBe('a=%EF%BF%BDx')
  })

  it('round-trips through parseQueryString', () => {
    const query = {
      builder: { tests: { abc: 'def' }, options: { locale: 'fr-FR' }, space: 'k y' },
      'ü nicode': '✓ & = + % .',
    }
    expect(parseQueryString(stringifyQueryString(query))).toEqual(query)
  })

  it('round-trips random nested objects of strings', () => {
    // Any well-formed code point, mostly ASCII (lone surrogates are replaced, so not round-tripped).
    const char = fc.oneof(
      { arbitrary: fc.string({ minLength: 1, maxLength: 1 }), weight: 3 },
      fc
        .integer({ min: 0, max: 0x10ffff })
        .filter((code) => code < 0xd800 || code > 0xdfff)
        .map((code) => String.fromCodePoint(code)),
    )
    const key = fc
      .string({ minLength: 1, maxLength: 8, unit: char })
      .filter(
        (k) =>
          !k.includes('.') && !k.startsWith('builder_') && !FORBIDDEN_PROPERTY_NAMES.includes(k),
      )
    const value = fc.string({ maxLength: 8, unit: char })
    const { tree } = fc.letrec((tie) => ({
      tree: fc.dictionary(key, fc.oneof({ maxDepth: 3 }, value, tie('tree')), {
        minKeys: 1,
        maxKeys: 3,
      }),
    }))
    fc.assert(
      fc.property(tree, (query) => {
        expect(parseQueryString(stringifyQueryString(query))).toEqual(query)
      }),
      { numRuns: 200 },
    )
  })
})
