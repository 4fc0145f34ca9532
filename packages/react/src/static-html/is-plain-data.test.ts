import { describe, expect, it } from 'vitest'
import { isPlainData } from './is-plain-data.ts'

describe('isPlainData', () => {
  it('accepts what JSON holds, undefined included', () => {
    for (const value of [
      'a',
      1,
      Number.NaN,
      true,
      null,
      undefined,
      [1, 'b'],
      { a: { b: [null] } },
    ]) {
      expect(isPlainData(value), String(value)).toBe(true)
    }
    expect(isPlainData(Object.create(null))).toBe(true)
  })

  it('refuses functions, symbols, class instances and anything holding them', () => {
    for (const value of [
      () => 1,
      Symbol('s'),
      1n,
      new Date(0),
      new Map(),
      [() => 1],
      { a: { b: new Set() } },
    ]) {
      expect(isPlainData(value), String(typeof value)).toBe(false)
    }
  })

  it('refuses values nested deeper than 20 levels', () => {
    let deep: unknown = 'leaf'
    for (let level = 0; level < 21; level++) deep = [deep]
    expect(isPlainData(deep)).toBe(false)
    expect(isPlainData((deep as unknown[])[0])).toBe(true)
  })
})
