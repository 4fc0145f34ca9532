import { describe, expect, it } from 'vitest'
import { createByteLru } from './byte-lru.ts'

const sizeOf = (value: string) => value.length

describe('createByteLru', () => {
  it('evicts the least recently used entry beyond maxEntries', () => {
    const lru = createByteLru({ sizeOf, maxEntries: 2 })
    lru.set('a', 'x')
    lru.set('b', 'y')
    expect(lru.get('a')).toBe('x')
    lru.set('c', 'z')
    expect(lru.get('b')).toBeUndefined()
    expect(lru.get('a')).toBe('x')
    expect(lru.size).toBe(2)
  })

  it('evicts by total bytes and skips values over a quarter of maxBytes', () => {
    const lru = createByteLru({ sizeOf, maxBytes: 40 })
    lru.set('a', '0123456789')
    lru.set('b', '0123456789')
    lru.set('c', '0123456789')
    lru.set('d', '0123456789')
    lru.set('e', '0123456789')
    expect(lru.get('a')).toBeUndefined()
    expect(lru.bytes).toBe(40)
    lru.set('big', 'x'.repeat(11))
    expect(lru.get('big')).toBeUndefined()
  })

  it('replaces a value under the same key', () => {
    const lru = createByteLru({ sizeOf })
    lru.set('a', 'xx')
    lru.set('a', 'yyy')
    expect(lru.get('a')).toBe('yyy')
    expect(lru.bytes).toBe(3)
  })
})
