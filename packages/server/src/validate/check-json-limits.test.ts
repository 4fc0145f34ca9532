import { describe, expect, it } from 'vitest'
import { findJsonLimitProblem, MAX_JSON_DEPTH } from './check-json-limits.ts'

function nested(depth: number): unknown {
  let value: unknown = 'leaf'
  for (let level = 0; level < depth; level += 1) value = level % 2 ? [value] : { a: value }
  return value
}

describe('findJsonLimitProblem', () => {
  it('accepts ordinary values and nesting up to the limit', () => {
    expect(findJsonLimitProblem({ a: [1, 'x', null, { b: true }] })).toBeUndefined()
    expect(findJsonLimitProblem(nested(MAX_JSON_DEPTH))).toBeUndefined()
  })

  it('names where a value nests deeper than the limit', () => {
    expect(findJsonLimitProblem(nested(MAX_JSON_DEPTH + 1))).toEqual({
      path: expect.stringMatching(/^a\.0\.a\.0/),
      message: `nested deeper than ${MAX_JSON_DEPTH} levels`,
    })
    expect(findJsonLimitProblem({ x: [[[1]]] }, { maxDepth: 3 })).toEqual({
      path: 'x.0.0',
      message: 'nested deeper than 3 levels',
    })
  })

  it('checks 100,000 levels without overflowing the stack', () => {
    expect(findJsonLimitProblem(nested(100_000))?.message).toBe('nested deeper than 256 levels')
  })

  it('refuses NUL in strings and keys unless told not to', () => {
    expect(findJsonLimitProblem({ data: { title: ['ok', 'a\u0000b'] } })).toEqual({
      path: 'data.title.1',
      message: 'the NUL character (\\u0000) is not allowed',
    })
    expect(findJsonLimitProblem({ data: { 'k\u0000': 1 } })).toEqual({
      path: 'data',
      message: 'the NUL character (\\u0000) is not allowed in keys',
    })
    expect(findJsonLimitProblem('\u0000')).toEqual({
      path: '(root)',
      message: 'the NUL character (\\u0000) is not allowed',
    })
    expect(findJsonLimitProblem({ a: '\u0000' }, { refuseNul: false })).toBeUndefined()
  })
})
