import { describe, expect, it } from 'vitest'
import { DocumentStore } from '../state/document-store.ts'
import { boxBlock, columnsBlock, pageEntry, textBlock } from '../state/documents.test-support.ts'
import { relativeBlock } from './relative-block.ts'

const store = () =>
  new DocumentStore(
    pageEntry([
      textBlock('t1'),
      boxBlock('box', [textBlock('inner1'), textBlock('inner2')]),
      columnsBlock('cols', [[], [textBlock('col2a')]]),
    ]),
  )

describe('relativeBlock', () => {
  it('goes to the parent, and nowhere from a top-level block', () => {
    const doc = store()
    expect(relativeBlock(doc, 'inner2', 'parent')).toBe('box')
    expect(relativeBlock(doc, 'col2a', 'parent')).toBe('cols')
    expect(relativeBlock(doc, 't1', 'parent')).toBeUndefined()
  })

  it('goes to the first child, skipping empty slots', () => {
    const doc = store()
    expect(relativeBlock(doc, 'box', 'child')).toBe('inner1')
    expect(relativeBlock(doc, 'cols', 'child')).toBe('col2a')
    expect(relativeBlock(doc, 't1', 'child')).toBeUndefined()
  })

  it('goes to the siblings, and stops at either end', () => {
    const doc = store()
    expect(relativeBlock(doc, 'box', 'next')).toBe('cols')
    expect(relativeBlock(doc, 'box', 'previous')).toBe('t1')
    expect(relativeBlock(doc, 't1', 'previous')).toBeUndefined()
    expect(relativeBlock(doc, 'inner2', 'next')).toBeUndefined()
  })

  it('answers nothing for a block that is not there', () => {
    expect(relativeBlock(store(), 'gone', 'next')).toBeUndefined()
  })
})
