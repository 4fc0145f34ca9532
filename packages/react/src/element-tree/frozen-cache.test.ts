import { describe, expect, it } from 'vitest'
import { frozenCache } from './frozen-cache.ts'

describe('frozenCache', () => {
  it('makes a frozen value once per key, and again after a full cache starts over', () => {
    let made = 0
    const cache = frozenCache((width: number) => {
      made += 1
      return { width }
    })
    const first = cache.get('10', 10)
    expect(first).toEqual({ width: 10 })
    expect(Object.isFrozen(first)).toBe(true)
    expect(cache.get('10', 10)).toBe(first)
    expect(made).toBe(1)
    for (let width = 0; width < 300; width++) {
      expect(cache.get(String(width), width)).toEqual({ width })
    }
    expect(cache.get('10', 10)).toEqual(first)
  })
})
