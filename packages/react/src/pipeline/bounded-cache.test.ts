import { describe, expect, it } from 'vitest'
import { boundedCache } from './bounded-cache.ts'

describe('boundedCache', () => {
  it('computes a value once per key while the key is kept', () => {
    const made: string[] = []
    const cache = boundedCache(4, (key) => {
      made.push(key)
      return key.toUpperCase()
    })
    expect([cache.get('a'), cache.get('b'), cache.get('a')]).toEqual(['A', 'B', 'A'])
    expect(made).toEqual(['a', 'b'])
  })

  it('starts over when full, and still answers every key', () => {
    const made: string[] = []
    const cache = boundedCache(2, (key) => {
      made.push(key)
      return `${key}!`
    })
    for (const key of ['a', 'b', 'c', 'a']) expect(cache.get(key)).toBe(`${key}!`)
    expect(made).toEqual(['a', 'b', 'c', 'a'])
  })
})
