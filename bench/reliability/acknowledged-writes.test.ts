import { describe, expect, it } from 'vitest'
import { describeLostWrite, findLostWrites } from './acknowledged-writes.ts'
import type { StoredEntry } from './acknowledged-writes.ts'

const stored = new Map<string, StoredEntry | undefined>([
  ['kept', { revision: 3, seq: 5 }],
  ['ahead', { revision: 6, seq: 9 }],
  ['behind', { revision: 2, seq: 4 }],
])

describe('findLostWrites', () => {
  it('keeps writes found with their revision and seq, or later ones', () => {
    expect(
      findLostWrites(
        [
          { id: 'kept', revision: 3, seq: 5 },
          { id: 'kept', revision: 2, seq: 4 },
          { id: 'ahead', revision: 5, seq: 8 },
        ],
        stored,
      ),
    ).toEqual([])
  })

  it('finds writes whose entry is missing or older than acknowledged', () => {
    const lost = findLostWrites(
      [
        { id: 'behind', revision: 3, seq: 5 },
        { id: 'gone', revision: 1, seq: 1 },
        { id: 'kept', revision: 3, seq: 6 },
      ],
      stored,
    )
    expect(lost.map(({ write }) => write.id)).toEqual(['behind', 'gone', 'kept'])
    expect(lost.map(describeLostWrite)).toEqual([
      'behind: acknowledged revision 3 (seq 5), found revision 2 (seq 4)',
      'gone: acknowledged revision 1 (seq 1), not found',
      'kept: acknowledged revision 3 (seq 6), found revision 3 (seq 5)',
    ])
  })
})
