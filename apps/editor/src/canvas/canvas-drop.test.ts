import { describe, expect, it } from 'vitest'
import type { CanvasDropPlace } from '@tessera/core/editor'
import { DocumentStore } from '../state/document-store.ts'
import { ROOT, ROOT_SLOT_PATH } from '../state/doc-types.ts'
import { columnsBlock, pageEntry, textBlock } from '../state/documents.test-support.ts'
import { insertBlocks } from '../editor/block-actions.ts'
import { applyCanvasDrop, canvasDropAt } from './canvas-drop.ts'
import type { InsertTemplate } from './canvas-drop.ts'

const rect = { top: 0, left: 0, width: 100, height: 20 }
const root = { owner: ROOT, path: ROOT_SLOT_PATH }
const column0 = 'component.options.columns.0.blocks'
const store = () =>
  new DocumentStore(
    pageEntry([textBlock('a'), textBlock('b'), columnsBlock('cols', [[], [textBlock('c')]])]),
  )
const at = (blockId: string, edge: 'before' | 'after'): CanvasDropPlace => ({
  edge,
  blockId,
  axis: 'vertical',
  rect,
})
const inside = (parentId: string | null, dataPath: string): CanvasDropPlace => ({
  edge: 'inside',
  parentId,
  dataPath,
  rect,
})
const ids = (doc: DocumentStore) => doc.slotIds(root)
// What the editor inserts for a palette item: a Text block with a fresh id.
const insertText =
  (doc: DocumentStore): InsertTemplate =>
  (name, where) =>
    insertBlocks(doc, [textBlock('new', name)], where, `Insert ${name}`)[0]

describe('canvasDropAt', () => {
  it('turns places of the canvas into slots and indexes of the document', () => {
    const doc = store()
    expect(canvasDropAt(doc, at('b', 'before'))).toEqual({ slot: root, index: 1 })
    expect(canvasDropAt(doc, at('b', 'after'), 'a')).toEqual({ slot: root, index: 1 })
    expect(canvasDropAt(doc, inside('cols', column0))).toEqual({
      slot: { owner: 'cols', path: column0 },
      index: 0,
    })
    expect(canvasDropAt(doc, inside(null, ROOT_SLOT_PATH))).toEqual({ slot: root, index: 3 })
  })

  it('refuses places of no list of this document and drops into the dragged block', () => {
    const doc = store()
    expect(canvasDropAt(doc, at('nope', 'after'))).toBeUndefined()
    expect(canvasDropAt(doc, inside('nope', 'children'))).toBeUndefined()
    expect(canvasDropAt(doc, inside(null, 'data.other'))).toBeUndefined()
    expect(canvasDropAt(doc, inside('cols', column0), 'cols')).toBeUndefined()
    expect(canvasDropAt(doc, at('c', 'before'), 'cols')).toBeUndefined()
  })
})

describe('applyCanvasDrop', () => {
  it('moves a block as one undo step', () => {
    const doc = store()
    expect(applyCanvasDrop(doc, { kind: 'block', id: 'b' }, at('a', 'before'), () => 'x')).toEqual({
      kind: 'moved',
      id: 'b',
    })
    expect(ids(doc)).toEqual(['b', 'a', 'cols'])
    doc.undo()
    expect(ids(doc)).toEqual(['a', 'b', 'cols'])
    expect(doc.canUndo).toBe(false)
  })

  it('moves into an empty column, and out of one', () => {
    const doc = store()
    applyCanvasDrop(doc, { kind: 'block', id: 'a' }, inside('cols', column0), () => 'x')
    expect(doc.slotIds({ owner: 'cols', path: column0 })).toEqual(['a'])
    applyCanvasDrop(doc, { kind: 'block', id: 'c' }, at('b', 'before'), () => 'x')
    expect(ids(doc)).toEqual(['c', 'b', 'cols'])
  })

  it('inserts a palette item where the site says, as one undo step', () => {
    const doc = store()
    const result = applyCanvasDrop(
      doc,
      { kind: 'template', name: 'Text' },
      at('a', 'after'),
      insertText(doc),
    )
    expect(result?.kind).toBe('inserted')
    expect(ids(doc)).toEqual(['a', result?.id, 'b', 'cols'])
    doc.undo()
    expect(ids(doc)).toEqual(['a', 'b', 'cols'])
  })

  it('changes nothing for drops that mean nothing', () => {
    const doc = store()
    const before = JSON.stringify(doc.toEntry())
    const noInsert: InsertTemplate = () => {
      throw new Error('must not insert')
    }
    // Onto itself, next to itself, into itself, an unknown block, a list of another shape.
    expect(applyCanvasDrop(doc, { kind: 'block', id: 'a' }, at('a', 'after'), noInsert)).toBe(
      undefined,
    )
    expect(applyCanvasDrop(doc, { kind: 'block', id: 'a' }, at('b', 'before'), noInsert)).toBe(
      undefined,
    )
    expect(
      applyCanvasDrop(doc, { kind: 'block', id: 'cols' }, inside('cols', column0), noInsert),
    ).toBeUndefined()
    expect(applyCanvasDrop(doc, { kind: 'block', id: 'zz' }, at('a', 'after'), noInsert)).toBe(
      undefined,
    )
    expect(
      applyCanvasDrop(doc, { kind: 'block', id: 'a' }, inside('b', 'component.options'), noInsert),
    ).toBeUndefined()
    expect(
      applyCanvasDrop(doc, { kind: 'template', name: 'Text' }, at('zz', 'after'), noInsert),
    ).toBeUndefined()
    expect(JSON.stringify(doc.toEntry())).toBe(before)
    expect(doc.canUndo).toBe(false)
  })
})
