import { describe, expect, it } from 'vitest'
import { QueryParseError } from '../errors.ts'
import { decodeQueryValue, parseQueryParams } from './parse-query-params.ts'

describe('decodeQueryValue', () => {
  it('decodes JSON and falls back to the raw string', () => {
    expect(decodeQueryValue('"abc"')).toBe('abc')
    expect(decodeQueryValue('10')).toBe(10)
    expect(decodeQueryValue('{"$in":["a"]}')).toEqual({ $in: ['a'] })
    expect(decodeQueryValue('abc')).toBe('abc')
    expect(decodeQueryValue('{broken')).toBe('{broken')
  })
})

describe('parseQueryParams', () => {
  it('turns query.* parameters into a query, ignoring the rest', () => {
    const params = new URLSearchParams(
      'query.data.slug=%22a%22&query.id=abc&limit=1&query.data.tags=%7B%22%24in%22%3A%5B%22x%22%5D%7D',
    )
    expect(parseQueryParams(params)).toEqual({
      'data.slug': 'a',
      id: 'abc',
      'data.tags': { $in: ['x'] },
    })
  })

  it('nests operator segments and merges operators on one path', () => {
    expect(
      parseQueryParams([
        ['query.data.price.$gt', '1'],
        ['query.data.price.$lt', '9'],
        ['query.data.slug.$not.$eq', '"x"'],
      ]),
    ).toEqual({ 'data.price': { $gt: 1, $lt: 9 }, 'data.slug': { $not: { $eq: 'x' } } })
  })

  it('accepts query operators and a whole JSON query', () => {
    expect(parseQueryParams({ 'query.$or': '[{"a":1},{"b":2}]' })).toEqual({
      $or: [{ a: 1 }, { b: 2 }],
    })
    expect(parseQueryParams({ query: '{"data.slug":"a","id":"x"}', 'query.id': '"y"' })).toEqual({
      'data.slug': 'a',
      id: 'y',
    })
  })

  it('reads arrays of values in records', () => {
    expect(
      parseQueryParams({ 'query.a.$gt': ['1'], 'query.a.$lt': ['3'], other: undefined }),
    ).toEqual({ a: { $gt: 1, $lt: 3 } })
  })

  it('refuses denied names and malformed parameters', () => {
    expect(() => parseQueryParams({ 'query.__proto__.x': '1' })).toThrow(
      new QueryParseError('Property name "__proto__" is not allowed'),
    )
    expect(() => parseQueryParams({ query: '{"constructor":1}' })).toThrow(
      'Property name "constructor" is not allowed',
    )
    expect(() => parseQueryParams({ query: '[1]' })).toThrow(
      'The query parameter must be a JSON object',
    )
    expect(() => parseQueryParams({ 'query.$or.x': '1' })).toThrow(
      'Invalid query parameter "query.$or.x"',
    )
    expect(() => parseQueryParams({ 'query.': '1' })).toThrow('Invalid query path ""')
  })
})
