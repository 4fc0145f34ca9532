import { describe, expect, it } from 'vitest'
import { DocumentStore } from '../state/document-store.ts'
import type { Operation } from '../state/doc-types.ts'
import { ROOT, ROOT_SLOT_PATH } from '../state/doc-types.ts'
import { boxBlock, pageEntry, textBlock } from '../state/documents.test-support.ts'
import { mergeChanges } from './merge-changes.ts'

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

/** A version of `base` after some operations (someone else's save). */
function edited(ops: Operation[]) {
  const store = new DocumentStore(structuredClone(base))
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
    expect(result).toEqual({
      kind: 'merged',
      entry: pageEntry([
        textBlock('a', 'A by them'),
        textBlock('b', 'B by me'),
        boxBlock('box', [textBlock('c', 'C'), textBlock('new', 'Mine')]),
      ]),
    })
  })

  it('is a conflict when both changed the same block', () => {
    const theirs = edited([setText('a', 'A by them')])
    expect(mergeChanges({ base, theirs, ops: [setText('a', 'A by me')] })).toEqual({
      kind: 'conflict',
      ids: ['a'],
    })
  })

  it('is a conflict when both changed one list, or the page fields', () => {
    const theirs = edited([
      { type: 'move', id: 'b', to: { owner: ROOT, path: ROOT_SLOT_PATH }, index: 0 },
    ])
    const mine: Operation = { type: 'remove', id: 'a' }
    expect(mergeChanges({ base, theirs, ops: [mine] }).kind).toBe('conflict')
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
