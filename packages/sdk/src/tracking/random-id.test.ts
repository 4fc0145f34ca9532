import { describe, expect, it } from 'vitest'
import { randomId } from './random-id.ts'

const UUID_V4_HEX = /^[0-9a-f]{12}4[0-9a-f]{3}[89ab][0-9a-f]{15}$/

describe('randomId', () => {
  it('returns a UUID v4 without dashes from randomUUID', () => {
    expect(randomId()).toMatch(UUID_V4_HEX)
    expect(randomId({ crypto: { randomUUID: () => '0f8fad5b-d9cb-469f-a165-70867728950e' } })).toBe(
      '0f8fad5bd9cb469fa16570867728950e',
    )
  })

  it('builds the id from getRandomValues outside secure contexts', () => {
    const id = randomId({ crypto: { getRandomValues: (array) => array.fill(0xff) } })
    expect(id).toBe('ffffffffffff4fffbfffffffffffffff')
    expect(id).toMatch(UUID_V4_HEX)
  })

  it('falls back to the random function without Web Crypto', () => {
    expect(randomId({ crypto: null, random: () => 0 })).toBe('00000000000040008000000000000000')
    expect(randomId({ crypto: null })).toMatch(UUID_V4_HEX)
  })

  it('does not repeat itself', () => {
    const ids = new Set(Array.from({ length: 100 }, () => randomId({ crypto: null })))
    expect(ids.size).toBe(100)
  })
})
