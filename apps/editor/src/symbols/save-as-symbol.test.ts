import { describe, expect, it } from 'vitest'
import { DocumentStore } from '../state/document-store.ts'
import { boxBlock, pageEntry, textBlock } from '../state/documents.test-support.ts'
import { replaceWithSymbol, symbolBlocksOf, symbolSelection } from './save-as-symbol.ts'
import type { SymbolSelection } from './save-as-symbol.ts'

const store = () =>
  new DocumentStore(
    pageEntry([
      textBlock('a', 'A'),
      boxBlock('box', [textBlock('inner', 'I')]),
      textBlock('b', 'B'),
      textBlock('c', 'C'),
    ]),
  )
const blockIds = (doc: DocumentStore) =>
  ((doc.toEntry().data as { blocks: { id: string }[] }).blocks ?? []).map((block) => block.id)

describe('symbolSelection', () => {
  it('takes siblings in document order, whatever the order they were selected in', () => {
    const doc = store()
    const picked = symbolSelection(doc, ['b', 'box']) as SymbolSelection
    expect(picked.ids).toEqual(['box', 'b'])
    expect(picked.index).toBe(1)
  })

  it('refuses an empty selection and blocks of different lists', () => {
    const doc = store()
    expect(symbolSelection(doc, [])).toEqual({ problem: 'Select the blocks to save as a symbol.' })
    expect(symbolSelection(doc, ['a', 'inner'])).toEqual({
      problem: 'Only blocks side by side (in the same list) can make one symbol.',
    })
  })
})

describe('replaceWithSymbol', () => {
  it('puts one Symbol block where the blocks were, in one undo step', () => {
    const doc = store()
    const picked = symbolSelection(doc, ['box', 'b']) as SymbolSelection
    let n = 0
    const blocks = symbolBlocksOf(doc, picked, () => `s${(n += 1)}`)
    // The symbol's copies have fresh ids, children included, and the same content.
    const child = (blocks[0]?.children as { id: string }[])[0]
    expect([blocks[0]?.id, child?.id, blocks[1]?.id].sort()).toEqual(['s1', 's2', 's3'])
    expect(blocks[1]?.component).toEqual(doc.blockJson('b').component)
    const id = replaceWithSymbol(doc, picked, 'sym1', 'Card')
    expect(blockIds(doc)).toEqual(['a', id, 'c'])
    expect(doc.blockJson(id).component).toEqual({
      name: 'Symbol',
      options: { symbol: { model: 'symbol', entry: 'sym1', data: {} } },
    })
    expect(doc.undo()).toBe(true)
    expect(blockIds(doc)).toEqual(['a', 'box', 'b', 'c'])
    expect(doc.block('inner')).toBeDefined()
    expect(doc.canUndo).toBe(false)
  })
})
