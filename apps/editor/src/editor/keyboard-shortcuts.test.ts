import { describe, expect, it } from 'vitest'
import { DocumentStore } from '../state/document-store.ts'
import { boxBlock, pageEntry, textBlock } from '../state/documents.test-support.ts'
import { handleShortcut } from './keyboard-shortcuts.ts'
import { Selection } from './selection.ts'

function press(key: string, mods: Partial<KeyboardEvent> = {}, target: unknown = null) {
  return { key, target, metaKey: false, ctrlKey: false, shiftKey: false, ...mods } as KeyboardEvent
}

function setUp(readOnly = false) {
  const store = new DocumentStore(
    pageEntry([textBlock('t1'), boxBlock('box', [textBlock('inner1'), textBlock('inner2')])]),
  )
  const selection = new Selection()
  const context = { store, selection, readOnly, saveNow: () => undefined }
  return { store, selection, run: (event: KeyboardEvent) => handleShortcut(event, context) }
}

describe('handleShortcut', () => {
  it('walks the selection to the first child, the next sibling and the parent', () => {
    const { selection, run } = setUp()
    selection.select('box')
    expect(run(press('ArrowRight', { ctrlKey: true }))).toBe(true)
    expect(selection.ids).toEqual(['inner1'])
    run(press('ArrowDown', { metaKey: true }))
    expect(selection.ids).toEqual(['inner2'])
    run(press('ArrowUp', { ctrlKey: true }))
    expect(selection.ids).toEqual(['inner1'])
    run(press('ArrowLeft', { ctrlKey: true }))
    expect(selection.ids).toEqual(['box'])
    run(press('ArrowUp', { ctrlKey: true }))
    expect(selection.ids).toEqual(['t1'])
  })

  it('keeps the selection at an end, lets viewers walk, and leaves plain arrows alone', () => {
    const { selection, run } = setUp(true)
    selection.select('t1')
    expect(run(press('ArrowUp', { ctrlKey: true }))).toBe(true)
    expect(selection.ids).toEqual(['t1'])
    run(press('ArrowDown', { ctrlKey: true }))
    expect(selection.ids).toEqual(['box'])
    expect(run(press('ArrowDown'))).toBe(false)
    expect(selection.ids).toEqual(['box'])
  })

  it('does not walk while the author types in a field', () => {
    const { selection, run } = setUp()
    selection.select('box')
    const field = { tagName: 'INPUT', isContentEditable: false }
    expect(run(press('ArrowRight', { ctrlKey: true }, field))).toBe(false)
    expect(selection.ids).toEqual(['box'])
  })

  it('undoes and redoes, but not for a viewer', () => {
    const { store, run } = setUp()
    store.dispatch([{ type: 'remove', id: 't1' }], { label: 'Delete' })
    expect(store.block('t1')).toBeUndefined()
    run(press('z', { ctrlKey: true }))
    expect(store.block('t1')).toBeDefined()
    run(press('z', { ctrlKey: true, shiftKey: true }))
    expect(store.block('t1')).toBeUndefined()
    const viewer = setUp(true)
    viewer.store.dispatch([{ type: 'remove', id: 't1' }], { label: 'Delete' })
    expect(viewer.run(press('z', { ctrlKey: true }))).toBe(false)
    expect(viewer.store.block('t1')).toBeUndefined()
  })
})
