import { describe, expect, it } from 'vitest'
import { DocumentStore } from './document-store.ts'
import type { DocumentChange } from './document-store.ts'
import { ROOT, ROOT_SLOT_PATH } from './doc-types.ts'
import type { Operation } from './doc-types.ts'
import { pageEntry, textBlock } from './documents.test-support.ts'

const rootSlot = { owner: ROOT, path: ROOT_SLOT_PATH }
const setText = (id: string, text: string): Operation => ({
  type: 'set',
  target: id,
  path: ['component', 'options', 'text'],
  value: text,
})
const textOf = (doc: DocumentStore, id: string) =>
  (doc.block(id)?.json.component as { options: { text: string } } | undefined)?.options.text

describe('DocumentStore.rebase (another author’s saved changes)', () => {
  it('keeps editing the split-test variation it was editing, and the default once it is gone', () => {
    const withVariation = (text: string) => ({
      ...pageEntry([textBlock('a', 'Default')]),
      variations: { v1: { id: 'v1', testRatio: 0.5, data: { blocks: [textBlock('va', text)] } } },
    })
    const doc = new DocumentStore(withVariation('B'))
    doc.editVariation('v1')
    doc.rebase(withVariation('B, theirs'))
    expect(doc.editedVariation()).toBe('v1')
    expect(doc.slotIds(doc.rootSlot())).toEqual(['va'])
    doc.dispatch([setText('va', 'B, mine')], { label: 'Edit' })
    const entry = doc.toEntry()
    expect(JSON.stringify(entry.variations)).toContain('B, mine')
    expect(JSON.stringify(entry.data)).not.toContain('B, mine')
    expect(textOf(doc, 'a')).toBeUndefined()
    doc.rebase(pageEntry([textBlock('a', 'Default')]))
    expect(doc.editedVariation()).toBeUndefined()
    expect(doc.slotIds(doc.rootSlot())).toEqual(['a'])
  })

  it('takes in their version, applies the unsaved operations again, and is heard as remote', () => {
    const doc = new DocumentStore(pageEntry([textBlock('a', 'A'), textBlock('b', 'B')]))
    const changes: DocumentChange[] = []
    doc.onChange((change) => changes.push(change))
    doc.dispatch([setText('a', 'mine')], { label: 'Edit' })
    const theirs = pageEntry([textBlock('a', 'mine'), textBlock('b', 'theirs'), textBlock('c')])
    doc.rebase(theirs, [setText('a', 'mine, typed on')])
    expect(textOf(doc, 'a')).toBe('mine, typed on')
    expect(textOf(doc, 'b')).toBe('theirs')
    expect(doc.slotIds(rootSlot)).toEqual(['a', 'b', 'c'])
    expect(changes.map((change) => change.source)).toEqual(['edit', 'remote'])
  })

  it('keeps the undo history of the author’s own edits', () => {
    const doc = new DocumentStore(pageEntry([textBlock('a', 'A'), textBlock('b', 'B')]))
    doc.dispatch([setText('a', 'mine')], { label: 'Edit' })
    doc.rebase(pageEntry([textBlock('a', 'mine'), textBlock('b', 'theirs')]))
    expect(doc.canUndo).toBe(true)
    expect(doc.undo()).toBe(true)
    expect(textOf(doc, 'a')).toBe('A')
    expect(textOf(doc, 'b')).toBe('theirs')
    expect(doc.redo()).toBe(true)
    expect(textOf(doc, 'a')).toBe('mine')
  })

  it('skips an undo step whose block the other author removed, undoing the one before', () => {
    const doc = new DocumentStore(pageEntry([textBlock('a', 'A'), textBlock('b', 'B')]))
    doc.dispatch([setText('a', 'first')], { label: 'Edit a' })
    doc.dispatch([{ type: 'remove', id: 'b' }], { label: 'Remove b' })
    doc.dispatch([setText('a', 'second')], { label: 'Edit a again' })
    // They removed every block: none of the steps fits any more.
    doc.rebase({ id: 'page1', name: 'Page', data: { title: 'T' } }, [])
    expect(doc.toEntry()).toEqual({ id: 'page1', name: 'Page', data: { title: 'T' } })
    expect(doc.undo()).toBe(false)
    expect(doc.canUndo).toBe(false)
  })

  it('leaves out an unsaved operation that no longer fits', () => {
    const doc = new DocumentStore(pageEntry([textBlock('a', 'A')]))
    doc.rebase(pageEntry([]), [setText('a', 'typed')])
    expect(doc.block('a')).toBeUndefined()
  })
})
