import { afterEach, describe, expect, it, vi } from 'vitest'
import { DocumentStore } from './document-store.ts'
import type { DocumentChange } from './document-store.ts'
import { ROOT, ROOT_SLOT_PATH, slotKey } from './doc-types.ts'
import { HISTORY_LIMIT } from './history.ts'
import { InvalidOperationError } from './json-path.ts'
import { boxBlock, columnsBlock, pageEntry, textBlock } from './documents.test-support.ts'

const rootSlot = { owner: ROOT, path: ROOT_SLOT_PATH }

function store() {
  return new DocumentStore(
    pageEntry([
      textBlock('t1'),
      boxBlock('b1', [textBlock('t2')]),
      columnsBlock('c1', [[textBlock('t3')], []]),
    ]),
  )
}

afterEach(() => {
  vi.useRealTimers()
})

describe('DocumentStore', () => {
  it('indexes every block, including those in column lists, and gives the entry back', () => {
    const doc = store()
    expect(doc.slotIds(rootSlot)).toEqual(['t1', 'b1', 'c1'])
    expect(doc.slotIds({ owner: 'b1', path: 'children' })).toEqual(['t2'])
    expect(doc.slotIds({ owner: 'c1', path: 'component.options.columns.0.blocks' })).toEqual(['t3'])
    expect(doc.block('t3')?.parent).toEqual({
      owner: 'c1',
      path: 'component.options.columns.0.blocks',
    })
    expect(doc.toEntry()).toEqual(
      pageEntry([
        textBlock('t1'),
        boxBlock('b1', [textBlock('t2')]),
        columnsBlock('c1', [[textBlock('t3')], []]),
      ]),
    )
  })

  it('puts a block into an empty column and takes the list away again on undo', () => {
    const doc = store()
    const before = doc.toEntry()
    const slot = { owner: 'c1', path: 'component.options.columns.1.blocks' }
    doc.dispatch([{ type: 'insert', slot, index: 0, block: textBlock('new') }], { label: 'Insert' })
    expect(doc.slotIds(slot)).toEqual(['new'])
    doc.undo()
    expect(doc.toEntry()).toEqual(before)
  })

  it('applies a transaction all or none', () => {
    const doc = store()
    const before = doc.toEntry()
    expect(() =>
      doc.dispatch(
        [
          { type: 'set', target: 't1', path: ['component', 'options', 'text'], value: 'Changed' },
          { type: 'move', id: 'b1', to: { owner: 't2', path: 'children' }, index: 0 },
        ],
        { label: 'Bad' },
      ),
    ).toThrow(InvalidOperationError)
    expect(doc.toEntry()).toEqual(before)
    expect(doc.canUndo).toBe(false)
  })

  it('joins a typing burst into one undo step, and not edits more than a second apart', () => {
    vi.useFakeTimers({ now: 0 })
    const doc = store()
    const type = (text: string) =>
      doc.dispatch(
        [{ type: 'set', target: 't1', path: ['component', 'options', 'text'], value: text }],
        {
          label: 'Type',
          coalesce: 't1:text',
        },
      )
    type('H')
    vi.setSystemTime(500)
    type('Hi')
    vi.setSystemTime(1400)
    type('Hi!')
    vi.setSystemTime(3000)
    type('Hi!!')
    doc.undo()
    expect(doc.block('t1')?.json.component).toEqual({ name: 'Text', options: { text: 'Hi!' } })
    doc.undo()
    expect(doc.block('t1')?.json.component).toEqual({ name: 'Text', options: { text: 'Hello' } })
    expect(doc.canUndo).toBe(false)
  })

  it(`keeps at least 500 undo steps (${HISTORY_LIMIT})`, () => {
    const doc = store()
    for (let step = 0; step < 600; step += 1) {
      doc.dispatch([{ type: 'set', target: ROOT, path: ['data', 'title'], value: `v${step}` }], {
        label: 'Title',
      })
    }
    for (let step = 0; step < 600; step += 1) expect(doc.undo()).toBe(true)
    expect((doc.root().data as { title: string }).title).toBe('Title')
  })

  it('tells the views of what an edit touched, and change listeners the operations', () => {
    const doc = store()
    const heard: string[] = []
    const changes: DocumentChange[] = []
    doc.subscribeKey('t1', () => heard.push('t1'))
    doc.subscribeKey('t2', () => heard.push('t2'))
    doc.subscribeKey(`slot:${slotKey(rootSlot)}`, () => heard.push('root slot'))
    doc.subscribeKey(`slot:${slotKey({ owner: 'b1', path: 'children' })}`, () =>
      heard.push('b1 slot'),
    )
    doc.onChange((change) => changes.push(change))
    const before = doc.block('t2')
    doc.dispatch(
      [{ type: 'set', target: 't1', path: ['component', 'options', 'text'], value: 'X' }],
      { label: 'Edit' },
    )
    expect(heard).toEqual(['t1'])
    expect(doc.block('t2')).toBe(before)
    heard.length = 0
    doc.dispatch([{ type: 'move', id: 't2', to: rootSlot, index: 0 }], { label: 'Move' })
    expect(heard.sort()).toEqual(['b1 slot', 'root slot', 't2'])
    doc.undo()
    expect(changes.map((change) => [change.source, change.steps[0]?.op.type])).toEqual([
      ['edit', 'set'],
      ['edit', 'move'],
      ['undo', 'move'],
    ])
  })

  it('refuses to move a block into itself or to set a path inside a list of blocks', () => {
    const doc = store()
    expect(() =>
      doc.dispatch([{ type: 'move', id: 'b1', to: { owner: 't2', path: 'children' }, index: 0 }], {
        label: 'x',
      }),
    ).toThrow('A block cannot move into itself')
    expect(() =>
      doc.dispatch([{ type: 'set', target: 'b1', path: ['children', '0', 'id'], value: 'y' }], {
        label: 'x',
      }),
    ).toThrow('inside a list of blocks')
    expect(() =>
      doc.dispatch([{ type: 'set', target: 't1', path: ['__proto__', 'x'], value: 1 }], {
        label: 'x',
      }),
    ).toThrow('Path segment "__proto__" is not allowed')
  })
})
