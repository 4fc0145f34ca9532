import { describe, expect, it } from 'vitest'
import { DocumentStore } from '../state/document-store.ts'
import { ROOT, ROOT_SLOT_PATH } from '../state/doc-types.ts'
import { boxBlock, pageEntry, textBlock } from '../state/documents.test-support.ts'
import { dropDestination } from './drop-destination.ts'

const root = { owner: ROOT, path: ROOT_SLOT_PATH }
const store = () =>
  new DocumentStore(pageEntry([textBlock('a'), textBlock('b'), boxBlock('box', [textBlock('c')])]))

describe('dropDestination', () => {
  it('places before, after and inside, counting the list without the dragged block', () => {
    const doc = store()
    expect(dropDestination(doc, 'b', 'before', 'a')).toEqual({ slot: root, index: 0 })
    expect(dropDestination(doc, 'b', 'after', 'a')).toEqual({ slot: root, index: 1 })
    expect(dropDestination(doc, 'a', 'before', 'box')).toEqual({ slot: root, index: 0 })
    expect(dropDestination(doc, 'box', 'inside', 'a')).toEqual({
      slot: { owner: 'box', path: 'children' },
      index: 1,
    })
    expect(dropDestination(doc, 'a', 'inside', 'b')).toEqual({
      slot: { owner: 'a', path: 'children' },
      index: 0,
    })
  })

  it('moves every way it says, ending where it was dropped', () => {
    const doc = store()
    const to = dropDestination(doc, 'c', 'after', 'a')
    if (!to) throw new Error('no destination')
    doc.dispatch([{ type: 'move', id: 'a', to: to.slot, index: to.index }], { label: 'Drop' })
    expect(doc.slotIds({ owner: 'box', path: 'children' })).toEqual(['c', 'a'])
  })

  it('refuses a block onto itself or into its descendants', () => {
    const doc = store()
    expect(dropDestination(doc, 'box', 'inside', 'box')).toBeUndefined()
    expect(dropDestination(doc, 'c', 'before', 'box')).toBeUndefined()
  })
})
