import { describe, expect, it } from 'vitest'
import { hasVariations, isKnownVariation, listVariations } from './has-variations.ts'

describe('hasVariations', () => {
  it('is true when at least one usable variation exists', () => {
    expect(hasVariations({ id: 'c1', variations: { a: { id: 'a', testRatio: 0 } } })).toBe(true)
  })

  it('is false without variations, with an empty or broken map, or only the entry id', () => {
    expect(hasVariations({ id: 'c1' })).toBe(false)
    expect(hasVariations({ id: 'c1', variations: {} })).toBe(false)
    expect(hasVariations({ id: 'c1', variations: null as unknown as undefined })).toBe(false)
    expect(hasVariations({ id: 'c1', variations: { c1: { id: 'c1', testRatio: 1 } } })).toBe(false)
    expect(hasVariations({ id: 'c1', variations: { a: 'x' as unknown as { id: string } } })).toBe(
      false,
    )
  })
})

describe('listVariations', () => {
  it('lists usable variations in key order', () => {
    const b = { id: 'b' }
    const a = { id: 'a', testRatio: 0.1 }
    expect(listVariations({ id: 'c1', variations: { b, a } })).toEqual([
      ['b', b],
      ['a', a],
    ])
  })
})

describe('isKnownVariation', () => {
  const entry = { id: 'c1', variations: { a: { id: 'a', testRatio: 0.5 } } }

  it('accepts the entry id and variation keys', () => {
    expect(isKnownVariation(entry, 'c1')).toBe(true)
    expect(isKnownVariation(entry, 'a')).toBe(true)
  })

  it('rejects unknown, empty, missing and inherited names', () => {
    expect(isKnownVariation(entry, 'b')).toBe(false)
    expect(isKnownVariation(entry, '')).toBe(false)
    expect(isKnownVariation(entry, undefined)).toBe(false)
    expect(isKnownVariation(entry, 'toString')).toBe(false)
    expect(isKnownVariation(entry, '__proto__')).toBe(false)
  })
})
