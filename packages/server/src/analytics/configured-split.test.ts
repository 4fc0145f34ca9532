import { chooseVariation } from '@tessera/core'
import { describe, expect, it } from 'vitest'
import { configuredSplit } from './configured-split.ts'

describe('configuredSplit', () => {
  it('gives each variation its testRatio and the default the rest', () => {
    const split = configuredSplit({
      id: 'page',
      variations: { b: { id: 'b', name: 'B', testRatio: 0.25 }, c: { id: 'c', testRatio: 0.25 } },
    })
    expect(split).toEqual([
      { id: 'page', name: undefined, share: 0.5 },
      { id: 'b', name: 'B', share: 0.25 },
      { id: 'c', name: undefined, share: 0.25 },
    ])
  })

  it('caps the running sum at 1 and ignores bad ratios, as chooseVariation does', () => {
    const entry = {
      id: 'page',
      variations: {
        b: { id: 'b', testRatio: 0.7 },
        bad: { id: 'bad', testRatio: -1 },
        c: { id: 'c', testRatio: 0.6 },
        d: { id: 'd', testRatio: 0.2 },
      },
    }
    const split = configuredSplit(entry)
    expect(split.map((g) => [g.id, Number(g.share.toFixed(10))])).toEqual([
      ['page', 0],
      ['b', 0.7],
      ['bad', 0],
      ['c', 0.3],
      ['d', 0],
    ])
    // The same shares as chooseVariation's draws on a fine grid.
    const draws = 10_000
    const seen = new Map<string, number>()
    for (let i = 0; i < draws; i += 1) {
      const id = chooseVariation(entry, (i + 0.5) / draws)
      seen.set(id, (seen.get(id) ?? 0) + 1 / draws)
    }
    for (const group of split) expect(seen.get(group.id) ?? 0).toBeCloseTo(group.share, 3)
  })

  it('is the default alone without variations', () => {
    expect(configuredSplit({ id: 'page' })).toEqual([{ id: 'page', name: undefined, share: 1 }])
  })
})
