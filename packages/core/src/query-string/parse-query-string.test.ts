import { describe, expect, it } from 'vitest'
import { QueryParseError } from '../errors.ts'
import {
  FORBIDDEN_PROPERTY_NAMES,
  assertAllowedPropertyName,
  parseQueryString,
} from './parse-query-string.ts'

function parseError(query: string): unknown {
  try {
    parseQueryString(query)
  } catch (error) {
    return error
  }
  return undefined
}

describe('parseQueryString', () => {
  it('nests dotted keys and keeps values as strings', () => {
    expect(parseQueryString('a.b.c=1&a.d=x&e=2')).toEqual({ a: { b: { c: '1' }, d: 'x' }, e: '2' })
  })

  it('accepts a leading ? and an empty string', () => {
    expect(parseQueryString('?a=1')).toEqual({ a: '1' })
    expect(parseQueryString('')).toEqual({})
    expect(parseQueryString('?')).toEqual({})
  })

  it('decodes + as a space and percent-encoding in names and values', () => {
    expect(parseQueryString('a+b=c+d&e%20f=%2B%26%3D')).toEqual({ 'a b': 'c d', 'e f': '+&=' })
    expect(parseQueryString('city=S%C3%A3o+Paulo')).toEqual({ city: 'São Paulo' })
  })

  it('splits only on the first = and gives names without = an empty value', () => {
    expect(parseQueryString('q=a=b&flag')).toEqual({ q: 'a=b', flag: '' })
  })

  it('splits on encoded dots too, since names are decoded before splitting', () => {
    expect(parseQueryString('a%2Eb=1')).toEqual({ a: { b: '1' } })
  })

  it('keeps malformed percent-encoding as raw text instead of throwing', () => {
    expect(parseQueryString('a=%zz')).toEqual({ a: '%zz' })
    expect(parseQueryString('a=%')).toEqual({ a: '%' })
    expect(parseQueryString('%=1')).toEqual({ '%': '1' })
    expect(parseQueryString('a=%E0%A4%A')).toEqual({ a: '%E0%A4%A' })
    expect(parseQueryString('x%zz.y=a+b%')).toEqual({ 'x%zz': { y: 'a b%' } })
    // a lone surrogate escape is malformed for decodeURIComponent
    expect(parseQueryString('a=%ED%A0%80&b=ok')).toEqual({ a: '%ED%A0%80', b: 'ok' })
  })

  it('rewrites builder_ names to dotted names', () => {
    expect(parseQueryString('builder_tests_abc=def')).toEqual({
      builder: { tests: { abc: 'def' } },
    })
    expect(parseQueryString('builder%5Fpreview=page')).toEqual({ builder: { preview: 'page' } })
    expect(parseQueryString('my_key=1&xbuilder_a=2')).toEqual({ my_key: '1', xbuilder_a: '2' })
  })

  it('skips empty names and empty segments', () => {
    expect(parseQueryString('=1&&a=2&.=3&..=4')).toEqual({ a: '2' })
    expect(parseQueryString('a..b=1&.c=2&d.=3')).toEqual({ a: { b: '1' }, c: '2', d: '3' })
  })

  it('lets an object win over a string whatever the order', () => {
    expect(parseQueryString('a=1&a.b=2')).toEqual({ a: { b: '2' } })
    expect(parseQueryString('a.b=2&a=1')).toEqual({ a: { b: '2' } })
    expect(parseQueryString('a.b=1&a.b.c=2&a.b=3')).toEqual({ a: { b: { c: '2' } } })
  })

  it('lets the later string win', () => {
    expect(parseQueryString('a=1&a=2')).toEqual({ a: '2' })
  })

  it('builds objects without a prototype that still compare and serialise', () => {
    const result = parseQueryString('a.b=1&toString=x&hasOwnProperty.y=2')
    expect(Object.getPrototypeOf(result)).toBeNull()
    expect(Object.getPrototypeOf(result.a)).toBeNull()
    expect(result).toEqual({ a: { b: '1' }, toString: 'x', hasOwnProperty: { y: '2' } })
    expect(JSON.parse(JSON.stringify(result))).toEqual({
      a: { b: '1' },
      toString: 'x',
      hasOwnProperty: { y: '2' },
    })
  })

  describe('deny list', () => {
    it.each([
      ['__proto__.x=1', '__proto__'],
      ['a.__proto__.x=1', '__proto__'],
      ['a.b.__proto__=1', '__proto__'],
      ['__proto__=1', '__proto__'],
      ['constructor.prototype.x=1', 'constructor'],
      ['a.constructor=1', 'constructor'],
      ['a.prototype.b=1', 'prototype'],
      ['x.prototype=1', 'prototype'],
      ['builder.%5F%5Fproto%5F%5F.x=1', '__proto__'],
      ['builder%2E__proto__=1', '__proto__'],
      ['builder_constructor=1', 'constructor'],
      ['ok=1&builder.overrides.prototype=abc', 'prototype'],
      // Regression 16, item 10: the underscore spelling was let through.
      ['builder_userAttributes.__proto__=x', '__proto__'],
      ['builder_userAttributes___proto__=x', '__proto__'],
      ['builder___proto__=1', '__proto__'],
      ['builder_userAttributes_prototype=x', 'prototype'],
    ])('rejects %s', (query, name) => {
      const error = parseError(query)
      expect(error).toBeInstanceOf(QueryParseError)
      expect(error).toMatchObject({
        code: 'QUERY_PARSE',
        message: `Property name "${name}" is not allowed`,
      })
      expect(({} as Record<string, unknown>).x).toBeUndefined()
    })

    it('allows the names inside values and as part of longer names', () => {
      expect(parseQueryString('a=__proto__&__proto__x=1&my.constructors=2')).toEqual({
        a: '__proto__',
        __proto__x: '1',
        my: { constructors: '2' },
      })
    })
  })
})

describe('assertAllowedPropertyName', () => {
  it('throws for each forbidden name and passes any other', () => {
    for (const name of FORBIDDEN_PROPERTY_NAMES) {
      expect(() => assertAllowedPropertyName(name)).toThrow(
        `Property name "${name}" is not allowed`,
      )
    }
    expect(() => assertAllowedPropertyName('Constructor')).not.toThrow()
  })
})
