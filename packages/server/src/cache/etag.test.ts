import { describe, expect, it } from 'vitest'
import { computeEtag, etagMatches } from './etag.ts'

describe('computeEtag', () => {
  it('is a strong, quoted hash that changes with the body', () => {
    const etag = computeEtag('{"results":[]}')
    expect(etag).toMatch(/^"[\w-]{22}"$/)
    expect(computeEtag('{"results":[]}')).toBe(etag)
    expect(computeEtag('{"results":[1]}')).not.toBe(etag)
  })
})

describe('etagMatches', () => {
  it('matches exact, listed, weak and wildcard tags', () => {
    expect(etagMatches('"a"', '"a"')).toBe(true)
    expect(etagMatches('"x", "a"', '"a"')).toBe(true)
    expect(etagMatches('W/"a"', '"a"')).toBe(true)
    expect(etagMatches('*', '"a"')).toBe(true)
  })

  it('does not match other tags or a missing header', () => {
    expect(etagMatches('"b"', '"a"')).toBe(false)
    expect(etagMatches(undefined, '"a"')).toBe(false)
    expect(etagMatches('', '"a"')).toBe(false)
  })
})
