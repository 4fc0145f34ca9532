import { describe, expect, it } from 'vitest'
import { cacheKey } from './cache-key.ts'

const base = { spaceId: 's', path: '/api/v3/content/page', authKind: 'public' as const }

function key(query: string): string {
  return cacheKey({ ...base, query }).key
}

describe('cacheKey', () => {
  it('orders parameters so that their order does not matter', () => {
    expect(key('b=2&a=1&c')).toBe(key('a=1&c&b=2'))
    expect(key('b=2&a=1')).toBe('s\npublic\n/api/v3/content/page?a=1&b=2')
  })

  it('keeps the order of parameters of one group, where order matters', () => {
    expect(key('sort.a=1&sort.b=1')).not.toBe(key('sort.b=1&sort.a=1'))
    expect(key('limit=1&limit=2')).not.toBe(key('limit=2&limit=1'))
    expect(key('sort.a=1&limit=1&sort.b=1')).toBe(key('limit=1&sort.a=1&sort.b=1'))
    expect(key('userAttributes.x=1&offset=0&userAttributes=%7B%7D')).toBe(
      key('userAttributes.x=1&userAttributes=%7B%7D&offset=0'),
    )
  })

  it('leaves out the key, cachebust and noCache, even percent-encoded', () => {
    expect(key('apiKey=x&cachebust=1&noCache=1&q=1')).toBe(key('q=1&apiKey=y'))
    expect(key('api%4Bey=x&q=1&&')).toBe(key('q=1'))
  })

  it('tells whether the request asks for a fresh response', () => {
    expect(cacheKey({ ...base, query: 'a=1' }).fresh).toBe(false)
    expect(cacheKey({ ...base, query: 'a=1&cachebust=true' }).fresh).toBe(true)
    expect(cacheKey({ ...base, query: 'noCach%65' }).fresh).toBe(true)
    expect(cacheKey({ ...base, query: 'noCache%ZZ=1' }).fresh).toBe(false)
    expect(cacheKey({ ...base, query: '' }).key).toBe('s\npublic\n/api/v3/content/page?')
  })

  it('separates spaces, auth kinds and paths', () => {
    const query = 'a=1'
    const keys = new Set([
      cacheKey({ ...base, query }).key,
      cacheKey({ ...base, query, spaceId: 't' }).key,
      cacheKey({ ...base, query, authKind: 'private' }).key,
      cacheKey({ ...base, query, path: '/api/v3/content/symbol' }).key,
    ])
    expect(keys.size).toBe(4)
  })
})
