import { describe, expect, it } from 'vitest'
import { createResponseCache } from './response-cache.ts'
import type { CachedResponse } from './response-cache.ts'

function response(body: string): CachedResponse {
  return { body, etag: `"${body}"`, headers: {} }
}

describe('createResponseCache', () => {
  it('stores and returns responses', () => {
    const cache = createResponseCache()
    cache.set('k', 's1', response('a'), cache.generation('s1'))
    expect(cache.get('k', 0)).toEqual(response('a'))
    expect(cache.get('other', 0)).toBeUndefined()
    expect(cache.size).toBe(1)
    expect(cache.bytes).toBe(2)
  })

  it('evicts the least recently used entry beyond maxEntries', () => {
    const cache = createResponseCache({ maxEntries: 2 })
    cache.set('a', 's', response('a'), 0)
    cache.set('b', 's', response('b'), 0)
    cache.get('a', 0)
    cache.set('c', 's', response('c'), 0)
    expect(cache.get('a', 0)).toBeDefined()
    expect(cache.get('b', 0)).toBeUndefined()
    expect(cache.get('c', 0)).toBeDefined()
  })

  it('evicts by bytes and refuses a response larger than the budget', () => {
    const cache = createResponseCache({ maxBytes: 10 })
    cache.set('a', 's', response('1234'), 0)
    cache.set('b', 's', response('1234'), 0)
    expect(cache.size).toBe(2)
    cache.set('c', 's', response('1234'), 0)
    expect(cache.get('a', 0)).toBeUndefined()
    expect(cache.bytes).toBe(10)
    cache.set('d', 's', response('x'.repeat(20)), 0)
    expect(cache.get('d', 0)).toBeUndefined()
  })

  it('replaces an entry under the same key', () => {
    const cache = createResponseCache()
    cache.set('a', 's', response('1'), 0)
    cache.set('a', 's', response('22'), 0)
    expect(cache.get('a', 0)?.body).toBe('22')
    expect(cache.size).toBe(1)
    expect(cache.bytes).toBe(3)
  })

  it('invalidates one space only', () => {
    const cache = createResponseCache()
    cache.set('a', 's1', response('a'), 0)
    cache.set('b', 's2', response('b'), 0)
    cache.invalidate('s1')
    expect(cache.get('a', 0)).toBeUndefined()
    expect(cache.get('b', 0)).toBeDefined()
    expect(cache.generation('s1')).toBe(1)
    expect(cache.generation('s2')).toBe(0)
  })

  it('ignores a response computed before an invalidation', () => {
    const cache = createResponseCache()
    const generation = cache.generation('s')
    cache.invalidate('s')
    cache.set('a', 's', response('stale'), generation)
    expect(cache.get('a', 0)).toBeUndefined()
    cache.set('a', 's', response('fresh'), cache.generation('s'))
    expect(cache.get('a', 0)?.body).toBe('fresh')
  })

  it('clears everything and bumps the generations', () => {
    const cache = createResponseCache()
    cache.set('a', 's', response('a'), 0)
    cache.clear()
    expect(cache.size).toBe(0)
    expect(cache.bytes).toBe(0)
    cache.set('a', 's', response('a'), 0)
    expect(cache.get('a', 0)).toBeUndefined()
  })
})

describe('createResponseCache validUntil', () => {
  it('serves a response until its validUntil, then drops it', () => {
    const cache = createResponseCache()
    cache.set('a', 's', { ...response('a'), validUntil: 1000 }, 0)
    expect(cache.get('a', 999)?.body).toBe('a')
    expect(cache.get('a', 1000)).toBeUndefined()
    expect(cache.size).toBe(0)
    expect(cache.bytes).toBe(0)
    expect(cache.get('a', 0)).toBeUndefined()
  })

  it('keeps a response without validUntil whatever the time', () => {
    const cache = createResponseCache()
    cache.set('a', 's', response('a'), 0)
    expect(cache.get('a', Number.MAX_SAFE_INTEGER)?.body).toBe('a')
  })
})
