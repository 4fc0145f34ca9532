import { describe, expect, it } from 'vitest'
import { DocumentStore } from '../state/document-store.ts'
import type { JsonObject, Operation } from '../state/doc-types.ts'
import { ROOT, ROOT_SLOT_PATH } from '../state/doc-types.ts'
import { boxBlock, pageEntry, textBlock } from '../state/documents.test-support.ts'
import { mergeChanges } from './merge-changes.ts'
import type { MergeResult } from './merge-changes.ts'

const base = pageEntry([
  textBlock('a', 'A'),
  textBlock('b', 'B'),
  boxBlock('box', [textBlock('c', 'C')]),
])
const setText = (id: string, text: string): Operation => ({
  type: 'set',
  target: id,
  path: ['component', 'options', 'text'],
  value: text,
})

/** The merged entry, checking that the merge's operations make it from `theirs`. */
function merged(result: MergeResult, theirs: JsonObject): JsonObject {
  if (result.kind !== 'merged') throw new Error(`Not merged: ${result.ids.join(', ')}`)
  const store = new DocumentStore(structuredClone(theirs))
  store.dispatch(result.ops, { label: 'mine' })
  expect(store.toEntry()).toEqual(result.entry)
  return result.entry
}

/** A version of `from` (`base` unless given) after some operations (someone else's save). */
function edited(ops: Operation[], from: JsonObject = base) {
  const store = new DocumentStore(structuredClone(from))
  store.dispatch(ops, { label: 'theirs' })
  return store.toEntry()
}

describe('mergeChanges', () => {
  it('merges changes to different blocks, keeping both', () => {
    const theirs = edited([setText('a', 'A by them')])
    const result = mergeChanges({
      base,
      theirs,
      ops: [
        setText('b', 'B by me'),
        {
          type: 'insert',
          slot: { owner: 'box', path: 'children' },
          index: 1,
          block: textBlock('new', 'Mine'),
        },
      ],
    })
    expect(merged(result, theirs)).toEqual(
      pageEntry([
        textBlock('a', 'A by them'),
        textBlock('b', 'B by me'),
        boxBlock('box', [textBlock('c', 'C'), textBlock('new', 'Mine')]),
      ]),
    )
  })

  it('is a conflict when both changed the same block', () => {
    const theirs = edited([setText('a', 'A by them')])
    expect(mergeChanges({ base, theirs, ops: [setText('a', 'A by me')] })).toEqual({
      kind: 'conflict',
      ids: ['a'],
    })
  })

  it('is a conflict when both changed the page fields', () => {
    const titled = edited([{ type: 'set', target: ROOT, path: ['data', 'title'], value: 'Theirs' }])
    expect(
      mergeChanges({
        base,
        theirs: titled,
        ops: [{ type: 'set', target: ROOT, path: ['data', 'title'], value: 'Mine' }],
      }),
    ).toEqual({ kind: 'conflict', ids: [ROOT] })
  })

  it('is a conflict when a block of mine was deleted by them', () => {
    const theirs = edited([{ type: 'remove', id: 'c' }])
    expect(mergeChanges({ base, theirs, ops: [setText('c', 'C by me')] }).kind).toBe('conflict')
  })
})

describe('mergeChanges: lists both changed (merged as the service merges them)', () => {
  const top = { owner: ROOT, path: ROOT_SLOT_PATH }
  const inBox = { owner: 'box', path: 'children' }
  const insert = (slot: typeof top, index: number, id: string): Operation => ({
    type: 'insert',
    slot,
    index,
    block: textBlock(id, id),
  })
  const move = (id: string, to: typeof top, index: number): Operation => ({
    type: 'move',
    id,
    to,
    index,
  })

  it('keeps blocks both inserted at one place, theirs first, and in one box', () => {
    const theirs = edited([insert(top, 1, 't'), insert(inBox, 0, 't2')])
    const result = mergeChanges({
      base,
      theirs,
      ops: [insert(top, 1, 'm'), insert(inBox, 1, 'm2')],
    })
    expect(merged(result, theirs)).toEqual(
      pageEntry([
        textBlock('a', 'A'),
        textBlock('t', 't'),
        textBlock('m', 'm'),
        textBlock('b', 'B'),
        boxBlock('box', [textBlock('t2', 't2'), textBlock('c', 'C'), textBlock('m2', 'm2')]),
      ]),
    )
  })

  it('keeps a block I moved (in its list or into another) and they edited', () => {
    const theirs = edited([setText('a', 'A by them'), insert(top, 3, 't')])
    const moved = mergeChanges({ base, theirs, ops: [move('a', top, 2)] })
    expect(merged(moved, theirs)).toEqual(
      pageEntry([
        textBlock('b', 'B'),
        boxBlock('box', [textBlock('c', 'C')]),
        textBlock('t', 't'),
        textBlock('a', 'A by them'),
      ]),
    )
    const into = mergeChanges({ base, theirs, ops: [move('a', inBox, 1)] })
    expect(merged(into, theirs)).toEqual(
      pageEntry([
        textBlock('b', 'B'),
        boxBlock('box', [textBlock('c', 'C'), textBlock('a', 'A by them')]),
        textBlock('t', 't'),
      ]),
    )
  })

  it('honours their removal of a block I moved in its list, or removed too', () => {
    const theirs = edited([{ type: 'remove', id: 'a' }])
    const result = mergeChanges({
      base,
      theirs,
      ops: [move('a', top, 2), { type: 'remove', id: 'a' }, insert(top, 0, 'm')],
    })
    expect(merged(result, theirs)).toEqual(
      pageEntry([textBlock('m', 'm'), textBlock('b', 'B'), boxBlock('box', [textBlock('c', 'C')])]),
    )
  })

  it('puts a list I left as it was in their order, though I moved a block in it', () => {
    const two = pageEntry([textBlock('a', 'A'), boxBlock('box', [textBlock('c'), textBlock('d')])])
    const theirs = edited([insert(inBox, 0, 't')], two)
    const expected = pageEntry([
      textBlock('a', 'A'),
      boxBlock('box', [textBlock('t', 't'), textBlock('c'), textBlock('d')]),
    ])
    // Dropped where it was; dragged out and back.
    for (const ops of [[move('d', inBox, 1)], [move('d', top, 0), move('d', inBox, 1)]]) {
      expect(merged(mergeChanges({ base: two, theirs, ops }), theirs)).toEqual(expected)
    }
  })

  it('is a conflict when both moved one block to different places', () => {
    const theirs = edited([move('a', inBox, 0)])
    expect(mergeChanges({ base, theirs, ops: [move('a', top, 2)] })).toEqual({
      kind: 'conflict',
      ids: ['a'],
    })
    const long = pageEntry(['a', 'b', 'c', 'd', 'e'].map((id) => textBlock(id, id)))
    const store = new DocumentStore(structuredClone(long))
    store.dispatch([move('a', top, 3)], { label: 'theirs' })
    expect(mergeChanges({ base: long, theirs: store.toEntry(), ops: [move('a', top, 2)] })).toEqual(
      {
        kind: 'conflict',
        ids: ['a'],
      },
    )
  })
})

describe('mergeChanges: block ids with # or @ (imported content)', () => {
  const odd = pageEntry([
    textBlock('a#1', 'A'),
    textBlock('b@', 'B'),
    boxBlock('x#1', [textBlock('c', 'C')]),
  ])
  const inOdd = { owner: 'x#1', path: 'children' }

  it('is a conflict when both changed one of them', () => {
    const theirs = edited([setText('a#1', 'A by them'), setText('b@', 'B by them')], odd)
    expect(
      mergeChanges({ base: odd, theirs, ops: [setText('a#1', 'Mine'), setText('b@', 'Mine')] }),
    ).toEqual({ kind: 'conflict', ids: ['a#1', 'b@'] })
  })

  it('merges changes to them and their lists', () => {
    const theirs = edited(
      [
        setText('b@', 'B by them'),
        { type: 'insert', slot: inOdd, index: 0, block: textBlock('t') },
      ],
      odd,
    )
    const ops: Operation[] = [
      setText('a#1', 'A by me'),
      { type: 'insert', slot: inOdd, index: 1, block: textBlock('m') },
    ]
    expect(merged(mergeChanges({ base: odd, theirs, ops }), theirs)).toEqual(
      pageEntry([
        textBlock('a#1', 'A by me'),
        textBlock('b@', 'B by them'),
        boxBlock('x#1', [textBlock('t'), textBlock('c', 'C'), textBlock('m')]),
      ]),
    )
  })
})
