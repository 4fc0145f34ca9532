import { describe, expect, it } from 'vitest'
import { stableHash, stableStringify } from './stable-hash.ts'

describe('stableStringify', () => {
  it('sorts keys at every level and drops undefined and functions', () => {
    expect(
      stableStringify({ b: 1, a: { d: [1, undefined], c: 'x' }, u: undefined, f: () => 1 }),
    ).toBe('{"a":{"c":"x","d":[1,null]},"b":1}')
  })

  it('writes dates, bigints and cycles without throwing', () => {
    const value: Record<string, unknown> = { d: new Date(0), n: 2n }
    value.self = value
    expect(stableStringify(value)).toBe('{"d":"1970-01-01T00:00:00.000Z","n":"2","self":"[cycle]"}')
    expect(stableStringify(undefined)).toBe('undefined')
  })
})

describe('stableHash', () => {
  it('ignores key order and differs for different values', () => {
    expect(stableHash({ a: 1, b: 2 })).toBe(stableHash({ b: 2, a: 1 }))
    expect(stableHash({ a: 1 })).not.toBe(stableHash({ a: 2 }))
    expect(stableHash({})).toMatch(/^[0-9a-z]+$/)
  })
})
