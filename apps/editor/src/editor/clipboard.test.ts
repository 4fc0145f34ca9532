import { describe, expect, it } from 'vitest'
import { DocumentStore } from '../state/document-store.ts'
import { ROOT, ROOT_SLOT_PATH } from '../state/doc-types.ts'
import { boxBlock, pageEntry, textBlock } from '../state/documents.test-support.ts'
import { copyText, readClipboardBlocks } from './clipboard.ts'
import { insertBlocks, insertionPoint } from './block-actions.ts'

const root = { owner: ROOT, path: ROOT_SLOT_PATH }

describe('block clipboard', () => {
  it('copies the topmost selected blocks as JSON and pastes them with new ids', () => {
    let n = 0
    const source = new DocumentStore(
      pageEntry([boxBlock('b1', [textBlock('t1')]), textBlock('t2')]),
    )
    const text = copyText(source, ['t1', 'b1'])
    expect(JSON.parse(text)).toEqual({
      kind: 'tessera/blocks',
      blocks: [boxBlock('b1', [textBlock('t1')])],
    })
    const target = new DocumentStore(pageEntry([textBlock('b1')]), () => `new${(n += 1)}`)
    const blocks = readClipboardBlocks(text) ?? []
    const ids = insertBlocks(target, blocks, insertionPoint(target, 'b1'), 'Paste')
    expect(target.slotIds(root)).toEqual(['b1', ...ids])
    expect(target.slotIds({ owner: ids[0] as string, path: 'children' })).toHaveLength(1)
    target.undo()
    expect(target.toEntry()).toEqual(pageEntry([textBlock('b1')]))
  })

  it('reads a Builder block or a list of them, and nothing else', () => {
    expect(readClipboardBlocks(JSON.stringify(textBlock('x')))).toEqual([textBlock('x')])
    expect(readClipboardBlocks(JSON.stringify([textBlock('x'), textBlock('y')]))).toHaveLength(2)
    expect(readClipboardBlocks('hello')).toBeUndefined()
    expect(readClipboardBlocks('{"a":1}')).toBeUndefined()
    expect(readClipboardBlocks('[]')).toBeUndefined()
  })
})
