import { describe, expect, it } from 'vitest'
import { flattenObject, toParamValue } from './flatten-params.ts'

describe('flattenObject', () => {
  it('flattens plain objects with dots and keeps arrays and dates whole', () => {
    const date = new Date(0)
    expect(
      flattenObject({ a: { b: { c: 1 } }, list: [1, { x: 2 }], date, gone: undefined }),
    ).toEqual({ 'a.b.c': 1, list: [1, { x: 2 }], date })
  })

  it('prefixes keys', () => {
    expect(flattenObject({ title: 1 }, 'sort')).toEqual({ 'sort.title': 1 })
  })

  it('stops at objects with operator keys only when asked', () => {
    const value = { data: { tags: { $in: ['a'] } } }
    expect(flattenObject(value, 'query', { stopAtOperators: true })).toEqual({
      'query.data.tags': { $in: ['a'] },
    })
    expect(flattenObject(value, 'query')).toEqual({ 'query.data.tags.$in': ['a'] })
  })

  it('drops cycles instead of looping', () => {
    const value: Record<string, unknown> = { a: 1 }
    value.self = value
    expect(flattenObject(value)).toEqual({ a: 1 })
  })
})

describe('toParamValue', () => {
  it('keeps strings raw unless JSON is asked for', () => {
    expect(toParamValue('a', 'x', { json: false })).toBe('x')
    expect(toParamValue('a', 'x', { json: true })).toBe('"x"')
    expect(toParamValue('a', 2, { json: false })).toBe('2')
    expect(toParamValue('a', [1], { json: false })).toBe('[1]')
  })

  it('names the option whose value cannot be JSON', () => {
    const value: Record<string, unknown> = {}
    value.self = value
    expect(() => toParamValue('query.x', value, { json: true })).toThrow(
      /^Invalid option "query\.x": its value cannot be sent as JSON \(/,
    )
  })
})
