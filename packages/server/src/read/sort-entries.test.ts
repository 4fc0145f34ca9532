import type { Entry } from '@tessera/core'
import { describe, expect, it } from 'vitest'
import { sortEntries } from './sort-entries.ts'

const entries: Entry[] = [
  { id: 'a', priority: 1, data: { date: 3, name: 'b' } },
  { id: 'b', priority: 5, data: { date: 1, name: 'a' } },
  { id: 'c', priority: 3, data: { name: 'c' } },
  { id: 'd', priority: 3, data: { date: 2, name: 'a' } },
]

const ids = (list: Entry[]) => list.map((entry) => entry.id)

describe('sortEntries', () => {
  it('sorts by priority, highest first, by default', () => {
    expect(ids(sortEntries([...entries], []))).toEqual(['b', 'c', 'd', 'a'])
  })

  it('sorts by a path ascending (missing first) and descending', () => {
    expect(ids(sortEntries([...entries], [{ path: 'data.date', direction: 1 }]))).toEqual([
      'c',
      'b',
      'd',
      'a',
    ])
    expect(ids(sortEntries([...entries], [{ path: 'data.date', direction: -1 }]))).toEqual([
      'a',
      'd',
      'b',
      'c',
    ])
  })

  it('uses later specs and then priority to break ties', () => {
    const specs = [{ path: 'data.name', direction: 1 as const }]
    expect(ids(sortEntries([...entries], specs))).toEqual(['b', 'd', 'a', 'c'])
    const two = [...specs, { path: 'data.date', direction: -1 as const }]
    expect(ids(sortEntries([...entries], two))).toEqual(['d', 'b', 'a', 'c'])
  })
})
