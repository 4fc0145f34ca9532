import { describe, expect, it } from 'vitest'
import type { Entry } from '../types/entry.ts'
import { applyVariation, DEFAULT_VARIATION_NAME } from './apply-variation.ts'

const entry: Entry = {
  id: 'c1',
  name: 'Home',
  data: { title: 'Default title' },
  variations: {
    a: { id: 'a', name: 'Red button', testRatio: 0.5, data: { title: 'Variation A' } },
    b: { id: 'b', testRatio: 0.2 },
  },
}

describe('applyVariation', () => {
  it('replaces data and names the variation', () => {
    const result = applyVariation(entry, 'a')
    expect(result).toEqual({
      ...entry,
      data: { title: 'Variation A' },
      testVariationId: 'a',
      testVariationName: 'Red button',
    })
  })

  it('keeps data and names the default for the entry id, undefined and unknown ids', () => {
    for (const id of ['c1', undefined, 'zzz', '__proto__']) {
      expect(applyVariation(entry, id)).toEqual({
        ...entry,
        testVariationId: 'c1',
        testVariationName: 'Default',
      })
    }
    expect(DEFAULT_VARIATION_NAME).toBe('Default')
  })

  it('names a nameless variation by its id and keeps entry data when it has none', () => {
    const result = applyVariation(entry, 'b')
    expect(result.data).toEqual({ title: 'Default title' })
    expect(result.testVariationId).toBe('b')
    expect(result.testVariationName).toBe('b')
  })

  it('does not modify the input', () => {
    const before = structuredClone(entry)
    const result = applyVariation(entry, 'a')
    expect(entry).toEqual(before)
    expect(result).not.toBe(entry)
  })
})
