import { describe, expect, it } from 'vitest'
import type { Entry } from '../types/entry.ts'
import { chooseVariation } from './choose-variation.ts'

const entry: Pick<Entry, 'id' | 'variations'> = {
  id: 'c1',
  variations: {
    a: { id: 'a', testRatio: 0.3 },
    b: { id: 'b', testRatio: 0.2 },
  },
}

function tally(target: Pick<Entry, 'id' | 'variations'>): Record<string, number> {
  const counts: Record<string, number> = {}
  for (let i = 0; i < 1000; i++) {
    const id = chooseVariation(target, i / 1000)
    counts[id] = (counts[id] ?? 0) + 1
  }
  return counts
}

describe('chooseVariation', () => {
  it('splits draws by accumulated testRatio in key order, the default keeping the rest', () => {
    expect(tally(entry)).toEqual({ a: 300, b: 200, c1: 500 })
  })

  it('picks the first variation whose running sum exceeds the draw', () => {
    expect(chooseVariation(entry, 0)).toBe('a')
    expect(chooseVariation(entry, 0.299)).toBe('a')
    expect(chooseVariation(entry, 0.3)).toBe('b')
    expect(chooseVariation(entry, 0.499)).toBe('b')
    expect(chooseVariation(entry, 0.5)).toBe('c1')
    expect(chooseVariation(entry, 0.999999)).toBe('c1')
  })

  it('follows the key order of the object', () => {
    const reordered = { id: 'c1', variations: { b: entry.variations!.b!, a: entry.variations!.a! } }
    expect(chooseVariation(reordered, 0.1)).toBe('b')
    expect(chooseVariation(reordered, 0.25)).toBe('a')
  })

  it('gives no share to variations with a missing or invalid testRatio', () => {
    const messy = {
      id: 'c1',
      variations: {
        missing: { id: 'missing' },
        nan: { id: 'nan', testRatio: Number.NaN },
        negative: { id: 'negative', testRatio: -0.5 },
        infinite: { id: 'infinite', testRatio: Number.POSITIVE_INFINITY },
        text: { id: 'text', testRatio: '0.5' as unknown as number },
        good: { id: 'good', testRatio: 0.4 },
      },
    }
    expect(tally(messy)).toEqual({ good: 400, c1: 600 })
  })

  it('ignores non-object variations and a variation keyed by the entry id', () => {
    const odd = {
      id: 'c1',
      variations: {
        c1: { id: 'c1', testRatio: 0.5 },
        nothing: null as unknown as { id: string },
        a: { id: 'a', testRatio: 0.5 },
      },
    }
    expect(tally(odd)).toEqual({ a: 500, c1: 500 })
  })

  it('caps the sum at 1 so later variations get nothing', () => {
    const over = {
      id: 'c1',
      variations: { a: { id: 'a', testRatio: 0.7 }, b: { id: 'b', testRatio: 0.7 } },
    }
    expect(tally(over)).toEqual({ a: 700, b: 300 })
    expect(chooseVariation({ id: 'c1', variations: { a: { id: 'a', testRatio: 5 } } }, 0.99)).toBe(
      'a',
    )
  })

  it('chooses the default when there are no variations', () => {
    expect(chooseVariation({ id: 'c1' }, 0)).toBe('c1')
    expect(chooseVariation({ id: 'c1', variations: {} }, 0)).toBe('c1')
    expect(chooseVariation({ id: 'c1', variations: [] as unknown as Entry['variations'] }, 0)).toBe(
      'c1',
    )
  })

  it('clamps negative draws to 0 and sends draws of 1 or more and NaN to the default', () => {
    expect(chooseVariation(entry, -3)).toBe('a')
    expect(chooseVariation(entry, 1)).toBe('c1')
    expect(chooseVariation(entry, 42)).toBe('c1')
    expect(chooseVariation(entry, Number.NaN)).toBe('c1')
  })
})
