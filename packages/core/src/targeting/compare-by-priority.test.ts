import { describe, expect, it } from 'vitest'
import { compareByPriority } from './compare-by-priority.ts'

describe('compareByPriority', () => {
  it('puts higher priority first, including negatives and fractions', () => {
    const entries = [
      { id: 'a', priority: -1853.5 },
      { id: 'b', priority: 3 },
      { id: 'c', priority: -2 },
      { id: 'd', priority: 3.5 },
    ]
    expect(entries.sort(compareByPriority).map((entry) => entry.id)).toEqual(['d', 'b', 'c', 'a'])
  })

  it('counts a missing or non-finite priority as 0', () => {
    const entries = [
      { id: 'neg', priority: -1 },
      { id: 'none' },
      { id: 'nan', priority: Number.NaN },
      { id: 'pos', priority: 1 },
      { id: 'inf', priority: Number.POSITIVE_INFINITY },
    ]
    expect(entries.sort(compareByPriority).map((entry) => entry.id)).toEqual([
      'pos',
      'none',
      'nan',
      'inf',
      'neg',
    ])
  })

  it('keeps the order of equal priorities', () => {
    const entries = ['a', 'b', 'c', 'd'].map((id) => ({ id, priority: id === 'c' ? 1 : 0 }))
    expect(entries.sort(compareByPriority).map((entry) => entry.id)).toEqual(['c', 'a', 'b', 'd'])
  })
})
