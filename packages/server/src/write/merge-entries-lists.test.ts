import { describe, expect, it } from 'vitest'
import { mergeEntries } from './merge-entries.ts'
import type { JsonObject } from './merge-patch.ts'

const ELEMENT = '@builder.io/sdk:Element'

const text = (id: string, value = id.toUpperCase()): JsonObject => ({
  '@type': ELEMENT,
  id,
  component: { name: 'Text', options: { text: value } },
})

const box = (id: string, children?: JsonObject[]): JsonObject => ({
  '@type': ELEMENT,
  id,
  ...(children ? { children } : {}),
})

const columns = (id: string, left: JsonObject[], right: JsonObject[]): JsonObject => ({
  '@type': ELEMENT,
  id,
  component: { name: 'Columns', options: { columns: [{ blocks: left }, { blocks: right }] } },
})

const page = (...blocks: JsonObject[]): JsonObject => ({
  id: 'p1',
  name: 'Home',
  data: { title: 'Home', blocks },
})

const merged = (entry: JsonObject) => ({ kind: 'merged', entry })

describe('mergeEntries: lists of blocks both sides changed', () => {
  const a = text('a')
  const b = text('b')
  const c = text('c')
  const base = page(a, b, c)

  it('keeps both blocks inserted at one place, theirs first', () => {
    const theirs = page(a, text('t'), b, c)
    const mine = page(a, text('m'), b, c)
    expect(mergeEntries(base, theirs, mine)).toEqual(merged(page(a, text('t'), text('m'), b, c)))
  })

  it('keeps inserts into one box and one column by both, and into a list none had', () => {
    const start = page(box('box', [a]), columns('cols', [b], [c]), box('empty'))
    const theirs = page(
      box('box', [text('t1'), a]),
      columns('cols', [b, text('t2')], [c]),
      box('empty', [text('t3')]),
    )
    const mine = page(
      box('box', [a, text('m1')]),
      columns('cols', [b, text('m2')], [c]),
      box('empty', [text('m3')]),
    )
    expect(mergeEntries(start, theirs, mine)).toEqual(
      merged(
        page(
          box('box', [text('t1'), a, text('m1')]),
          columns('cols', [b, text('t2'), text('m2')], [c]),
          box('empty', [text('t3'), text('m3')]),
        ),
      ),
    )
  })

  it('keeps a block moved by one side and edited by the other, in one list or into another', () => {
    const theirs = page(a, text('b', 'B by them'), c, text('t'))
    expect(mergeEntries(base, theirs, page(b, a, c))).toEqual(
      merged(page(text('b', 'B by them'), a, c, text('t'))),
    )
    const start = page(a, b, box('box', [c]))
    const moved = page(a, box('box', [c, b]))
    expect(mergeEntries(start, page(a, text('b', 'B2'), box('box', [c])), moved)).toEqual(
      merged(page(a, box('box', [c, text('b', 'B2')]))),
    )
  })

  it('honours removals on both sides, and a removal over a move in one list', () => {
    expect(mergeEntries(base, page(b, c), page(a, b, text('m'), c))).toEqual(
      merged(page(b, text('m'), c)),
    )
    expect(mergeEntries(base, page(a, b), page(c, a, b))).toEqual(merged(page(a, b)))
  })

  it('is a conflict when both move one block to different places, naming it', () => {
    const start = page(a, b, c, text('d'))
    const theirs = page(b, c, a, text('d'))
    const mine = page(b, c, text('d'), a)
    expect(mergeEntries(start, theirs, mine)).toEqual({ kind: 'conflict', ids: ['a'] })
  })

  it('is a conflict when one moves a block in its list and the other into another list', () => {
    const start = page(a, b, box('box', [c]))
    const inList = page(b, box('box', [c]), a)
    const intoBox = page(b, box('box', [a, c]))
    expect(mergeEntries(start, intoBox, inList)).toEqual({ kind: 'conflict', ids: ['a'] })
    expect(mergeEntries(start, inList, intoBox)).toEqual({ kind: 'conflict', ids: ['a'] })
  })

  it('is a conflict when one deletes a block the other moved into another list', () => {
    const start = page(a, box('box', [b]))
    expect(mergeEntries(start, page(box('box', [b])), page(box('box', [a, b])))).toMatchObject({
      kind: 'conflict',
    })
  })

  it('is still a conflict for plain lists both changed (no ids to merge by)', () => {
    const rules = (value: string) => ({
      ...base,
      query: [{ property: 'urlPath', operator: 'is', value }],
    })
    expect(mergeEntries(rules('/'), rules('/a'), rules('/b'))).toEqual({
      kind: 'conflict',
      ids: [''],
    })
  })
})
