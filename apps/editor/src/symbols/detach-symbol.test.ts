import { describe, expect, it } from 'vitest'
import { DocumentStore } from '../state/document-store.ts'
import { boxBlock, pageEntry, textBlock } from '../state/documents.test-support.ts'
import { detachSymbol } from './detach-symbol.ts'
import { symbolBlock } from './symbol-refs.ts'

describe('detachSymbol', () => {
  it('replaces the Symbol block with copies of its blocks (fresh ids), in one undo step', () => {
    const doc = new DocumentStore(
      pageEntry([textBlock('a'), { ...symbolBlock('sym1'), id: 'use' }, textBlock('z')]),
    )
    const symbolBlocks = [boxBlock('x', [textBlock('y', 'Inside')]), textBlock('w', 'After')]
    const ids = detachSymbol(doc, 'use', symbolBlocks)
    expect(ids).toHaveLength(2)
    expect(ids).not.toContain('x')
    const blocks = (doc.toEntry().data as { blocks: { id: string }[] }).blocks
    expect(blocks.map((block) => block.id)).toEqual(['a', ...ids, 'z'])
    const box = doc.blockJson(ids[0]!)
    const child = (box.children as { id: string; component: unknown }[])[0]
    expect(child?.id).not.toBe('y')
    expect(child?.component).toEqual(textBlock('y', 'Inside').component)
    // The symbol's own blocks are left as they were.
    expect(symbolBlocks[0]?.id).toBe('x')
    doc.undo()
    expect(
      (doc.toEntry().data as { blocks: { id: string }[] }).blocks.map((block) => block.id),
    ).toEqual(['a', 'use', 'z'])
  })

  it('does nothing for a block that is not there', () => {
    const doc = new DocumentStore(pageEntry([textBlock('a')]))
    expect(detachSymbol(doc, 'gone', [textBlock('x')])).toEqual([])
    expect(doc.canUndo).toBe(false)
  })
})
