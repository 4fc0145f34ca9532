import { describe, expect, it } from 'vitest'
import { cacheKey } from './cache-key.ts'

const base = { spaceId: 's', path: '/api/v3/content/page', authKind: 'public' as const }

describe('cacheKey', () => {
  it('sorts parameters so that their order does not matter', () => {
    const a = cacheKey({ ...base, params: new URLSearchParams('b=2&a=1&a=0') })
    const b = cacheKey({ ...base, params: new URLSearchParams('a=0&a=1&b=2') })
    expect(a).toBe(b)
    expect(a).toBe('s\npublic\n/api/v3/content/page?a=0&a=1&b=2')
  })

  it('leaves out the key, cachebust and noCache', () => {
    const a = cacheKey({
      ...base,
      params: new URLSearchParams('apiKey=x&cachebust=1&noCache=1&q=1'),
    })
    expect(a).toBe(cacheKey({ ...base, params: new URLSearchParams('q=1&apiKey=y') }))
  })

  it('separates spaces, auth kinds and paths', () => {
    const params = new URLSearchParams('a=1')
    const keys = new Set([
      cacheKey({ ...base, params }),
      cacheKey({ ...base, params, spaceId: 't' }),
      cacheKey({ ...base, params, authKind: 'private' }),
      cacheKey({ ...base, params, path: '/api/v3/content/symbol' }),
    ])
    expect(keys.size).toBe(4)
  })
})
