import { describe, expect, it } from 'vitest'
import { cacheControlFor } from './cache-control.ts'

describe('cacheControlFor', () => {
  it('uses the defaults for public reads', () => {
    expect(cacheControlFor({ isPrivate: false, noCache: false })).toBe(
      'public, max-age=1, stale-while-revalidate=60',
    )
  })

  it('uses cacheSeconds and staleCacheSeconds', () => {
    expect(
      cacheControlFor({ isPrivate: false, noCache: false, cacheSeconds: 30, staleCacheSeconds: 0 }),
    ).toBe('public, max-age=30, stale-while-revalidate=0')
  })

  it('is no-store for private responses and noCache', () => {
    expect(cacheControlFor({ isPrivate: true, noCache: false, cacheSeconds: 30 })).toBe('no-store')
    expect(cacheControlFor({ isPrivate: false, noCache: true })).toBe('no-store')
  })
})
