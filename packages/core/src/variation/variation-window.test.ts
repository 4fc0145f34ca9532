import { describe, expect, it } from 'vitest'
import type { Entry } from '../types/entry.ts'
import { chooseVariation } from './choose-variation.ts'
import { hasVariations } from './has-variations.ts'
import { nextVariationChange } from './next-variation-change.ts'
import { servedEntry } from './served-entry.ts'
import { isVariationLive, variationWindow } from './variation-window.ts'

const T = Date.UTC(2026, 10, 26, 12)
const HOUR = 3_600_000

/** a: live from T to T+2h; b: no window; c: live from T+1h (open end). */
const entry: Entry = {
  id: 'c1',
  testRatio: 0.4,
  data: { title: 'Default' },
  variations: {
    a: { id: 'a', testRatio: 0.3, meta: { startDate: T, endDate: T + 2 * HOUR } },
    b: { id: 'b', testRatio: 0.2 },
    c: { id: 'c', testRatio: 0.1, meta: { startDate: new Date(T + HOUR).toISOString() } },
  },
}

describe('variation windows', () => {
  it('reads meta.startDate and meta.endDate (epoch ms or date strings), ignoring bad ones', () => {
    expect(variationWindow(entry.variations!.a!)).toEqual({ start: T, end: T + 2 * HOUR })
    expect(variationWindow(entry.variations!.c!)).toEqual({ start: T + HOUR })
    expect(variationWindow({ meta: { startDate: 'soon', endDate: null } })).toEqual({})
    expect(variationWindow({})).toEqual({})
  })
  it('is live inside its window, both ends included', () => {
    const a = entry.variations!.a!
    expect(isVariationLive(a, T - 1)).toBe(false)
    expect(isVariationLive(a, T)).toBe(true)
    expect(isVariationLive(a, T + 2 * HOUR)).toBe(true)
    expect(isVariationLive(a, T + 2 * HOUR + 1)).toBe(false)
    expect(isVariationLive({}, 0)).toBe(true)
  })
  it('gives an inactive variation no draw: its share goes to the default', () => {
    // Before T only b is live: [0, 0.2) → b, the rest → the default.
    expect(chooseVariation(entry, 0.1, T - 1)).toBe('b')
    expect(chooseVariation(entry, 0.25, T - 1)).toBe('c1')
    // At T + 1h all are live: a [0, 0.3), b [0.3, 0.5), c [0.5, 0.6).
    expect(chooseVariation(entry, 0.1, T + HOUR)).toBe('a')
    expect(chooseVariation(entry, 0.55, T + HOUR)).toBe('c')
    expect(chooseVariation(entry, 0.65, T + HOUR)).toBe('c1')
    // After a's end: b [0, 0.2), c [0.2, 0.3).
    expect(chooseVariation(entry, 0.1, T + 3 * HOUR)).toBe('b')
    expect(chooseVariation(entry, 0.25, T + 3 * HOUR)).toBe('c')
  })
  it('has no test while no variation is live', () => {
    const dated = { id: 'c1', variations: { a: { id: 'a', meta: { startDate: T } } } }
    expect(hasVariations(dated, T - 1)).toBe(false)
    expect(hasVariations(dated, T)).toBe(true)
  })
  it('serves the live variations only, the default taking the rest', () => {
    const before = servedEntry(entry, T - 1)
    expect(Object.keys(before.variations ?? {})).toEqual(['b'])
    expect(before.testRatio).toBeCloseTo(0.8)
    expect(servedEntry(entry, T + HOUR)).toBe(entry)
    expect(Object.keys(servedEntry(entry, T + 3 * HOUR).variations ?? {})).toEqual(['b', 'c'])
    expect(servedEntry(entry)).toBe(entry)
    expect(Object.keys(entry.variations ?? {})).toEqual(['a', 'b', 'c'])
  })
  it('serves no variations and testRatio 1 when none is live', () => {
    const dated = { id: 'c1', testRatio: 0.5, variations: { a: { id: 'a', meta: { endDate: T } } } }
    const served = servedEntry(dated, T + 1)
    expect(served.variations).toBeUndefined()
    expect(served.testRatio).toBe(1)
  })
  it('finds the next boundary of any variation (the moment after an inclusive end)', () => {
    expect(nextVariationChange(entry, T - 10)).toBe(T)
    expect(nextVariationChange(entry, T)).toBe(T + HOUR)
    expect(nextVariationChange(entry, T + HOUR)).toBe(T + 2 * HOUR + 1)
    expect(nextVariationChange(entry, T + 2 * HOUR + 1)).toBeUndefined()
    expect(nextVariationChange({ id: 'x' }, 0)).toBeUndefined()
  })
})
