import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { mergeIdLists } from './merge-id-lists.ts'

const merged = (ids: string[], dropped: string[] = []) => ({ kind: 'merged', ids, dropped })

describe('mergeIdLists', () => {
  it('keeps both inserts at one place, theirs first', () => {
    expect(mergeIdLists(['a', 'b'], ['a', 'm1', 'm2', 'b'], ['a', 't', 'b'])).toEqual(
      merged(['a', 't', 'm1', 'm2', 'b']),
    )
    expect(mergeIdLists(['a'], ['a', 'm'], ['a', 't'])).toEqual(merged(['a', 't', 'm']))
    expect(mergeIdLists([], ['m'], ['t'])).toEqual(merged(['t', 'm']))
  })

  it('keeps inserts at different places where each side put them', () => {
    expect(mergeIdLists(['a', 'b', 'c'], ['m', 'a', 'b', 'c'], ['a', 'b', 't', 'c'])).toEqual(
      merged(['m', 'a', 'b', 't', 'c']),
    )
  })

  it('honours removals on either side, and an insert after a removed id', () => {
    expect(mergeIdLists(['a', 'b', 'c'], ['a', 'c'], ['b', 'c'])).toEqual(merged(['c']))
    expect(mergeIdLists(['a', 'b', 'c'], ['a', 'b', 'm', 'c'], ['a', 'c'])).toEqual(
      merged(['a', 'm', 'c']),
    )
  })

  it('keeps a move of one side and an insert of the other', () => {
    expect(mergeIdLists(['a', 'b', 'c'], ['c', 'a', 'b'], ['a', 'b', 't', 'c'])).toEqual(
      merged(['c', 'a', 'b', 't']),
    )
  })

  it('lets a removal win over a move of the same id', () => {
    expect(mergeIdLists(['a', 'b', 'c'], ['b', 'c', 'a'], ['b', 'c'])).toEqual(
      merged(['b', 'c'], ['a']),
    )
    expect(mergeIdLists(['a', 'b', 'c'], ['b', 'c', 'm'], ['b', 'c', 'a'])).toEqual(
      merged(['b', 'c', 'm'], ['a']),
    )
  })

  it('is a conflict when both move one id to different places, not to the same one', () => {
    const base = ['a', 'b', 'c', 'd', 'e']
    expect(mergeIdLists(base, ['b', 'c', 'a', 'd', 'e'], ['b', 'c', 'd', 'a', 'e'])).toEqual({
      kind: 'conflict',
      ids: ['a'],
    })
    expect(mergeIdLists(base, ['b', 'c', 'a', 'd', 'e', 'm'], ['b', 'c', 'a', 'd', 'e'])).toEqual(
      merged(['b', 'c', 'a', 'd', 'e', 'm']),
    )
  })

  it('is a conflict when a list repeats an id', () => {
    expect(mergeIdLists(['a'], ['a', 'a'], ['a', 'b'])).toEqual({ kind: 'conflict', ids: ['a'] })
  })
})

type Edit =
  | { kind: 'insert'; at: number }
  | { kind: 'remove'; at: number }
  | { kind: 'move'; from: number; to: number }

const edit: fc.Arbitrary<Edit> = fc.oneof(
  fc.record({ kind: fc.constant('insert' as const), at: fc.nat(20) }),
  fc.record({ kind: fc.constant('remove' as const), at: fc.nat(20) }),
  fc.record({ kind: fc.constant('move' as const), from: fc.nat(20), to: fc.nat(20) }),
)

/** Applies edits to `base`, inserting ids `<prefix><n>`. */
function apply(base: readonly string[], edits: readonly Edit[], prefix: string) {
  const list = [...base]
  edits.forEach((change, n) => {
    if (change.kind === 'insert') list.splice(change.at % (list.length + 1), 0, `${prefix}${n}`)
    if (list.length === 0 || change.kind === 'insert') return
    if (change.kind === 'remove') {
      list.splice(change.at % list.length, 1)
      return
    }
    const [id] = list.splice(change.from % list.length, 1) as [string]
    list.splice(change.to % (list.length + 1), 0, id)
  })
  return list
}

const baseList = fc.nat(8).map((length) => Array.from({ length }, (_, n) => `o${n}`))
const anyList = fc.uniqueArray(fc.constantFrom('b0', 'b1', 'b2', 'b3', 'x', 'y', 'z'))

describe('mergeIdLists (properties)', () => {
  it('gives the other side when one side is unchanged, and either when both are equal', () => {
    fc.assert(
      fc.property(anyList, anyList, (base, changed) => {
        expect(mergeIdLists(base, base, changed)).toEqual(merged(changed))
        expect(mergeIdLists(base, changed, base)).toEqual(merged(changed))
        expect(mergeIdLists(base, changed, changed)).toEqual(merged(changed))
      }),
    )
  })

  it('keeps every id not removed, each once, untouched ones in base order', () => {
    const edits = fc.array(edit, { maxLength: 6 })
    fc.assert(
      fc.property(baseList, edits, edits, (base, myEdits, theirEdits) => {
        const mine = apply(base, myEdits, 'm')
        const theirs = apply(base, theirEdits, 't')
        const result = mergeIdLists(base, mine, theirs)
        const removed = (id: string) => !mine.includes(id) || !theirs.includes(id)
        const expected = [
          ...base.filter((id) => !removed(id)),
          ...mine.filter((id) => !base.includes(id)),
          ...theirs.filter((id) => !base.includes(id)),
        ]
        if (result.kind === 'conflict') {
          // Only an id both sides moved (as read from the lists) can make a conflict.
          expect(myEdits.some((e) => e.kind === 'move')).toBe(true)
          expect(theirEdits.some((e) => e.kind === 'move')).toBe(true)
          return
        }
        expect(new Set(result.ids).size).toBe(result.ids.length)
        expect([...result.ids].sort()).toEqual(expected.sort())
        const kept = base.filter((id) => !removed(id))
        // Untouched ids (in base order with every other id on both sides) keep that order.
        const inOrder = (list: readonly string[], id: string) =>
          kept.every(
            (other) =>
              list.indexOf(id) < list.indexOf(other) === base.indexOf(id) < base.indexOf(other),
          )
        const untouched = kept.filter((id) => inOrder(mine, id) && inOrder(theirs, id))
        expect(result.ids.filter((id) => untouched.includes(id))).toEqual(untouched)
      }),
      { numRuns: 1000 },
    )
  })

  it('never conflicts when only one side moves ids', () => {
    const edits = fc.array(edit, { maxLength: 6 })
    const noMoves = fc.array(
      edit.filter((e) => e.kind !== 'move'),
      { maxLength: 6 },
    )
    fc.assert(
      fc.property(baseList, edits, noMoves, fc.boolean(), (base, moving, other, mineMoves) => {
        const a = apply(base, moving, 'a')
        const b = apply(base, other, 'b')
        const result = mineMoves ? mergeIdLists(base, a, b) : mergeIdLists(base, b, a)
        expect(result.kind).toBe('merged')
      }),
    )
  })
})
