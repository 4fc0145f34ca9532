// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { testBridge } from '../canvas/bridge.test-support.ts'
import { DocumentStore } from '../state/document-store.ts'
import { pageEntry, textBlock } from '../state/documents.test-support.ts'

/** A bridge over a stand-in frame, on a page with one Text. */
function setUp() {
  const store = new DocumentStore(pageEntry([textBlock('t1', 'Hello')]))
  const test = testBridge(store)
  return { ...test, store, clear: () => void (test.posted.length = 0) }
}

describe('the canvas bridge and inline text', () => {
  it('does not echo typed text to the frame, but sends an undo of it', async () => {
    const { store, bridge, postedTypes, receive, hello, clear } = setUp()
    hello()
    clear()
    const start = { version: 1, contentId: 'page1', blockId: 't1' }
    receive({ type: 'tessera.v1.textEditStart', data: start })
    await bridge.text.ready()
    receive({ type: 'tessera.v1.textInput', data: { ...start, html: 'Hello!', cause: 'typing' } })
    expect(store.block('t1')?.json.component).toEqual({
      name: 'Text',
      options: { text: 'Hello!' },
    })
    expect(postedTypes()).toEqual([])
    receive({ type: 'tessera.v1.textHistory', data: { version: 1, action: 'undo' } })
    expect(postedTypes()).toEqual(['builder.patchUpdates'])
  })

  it('forgets the edited text when the frame says hello again (it reloaded)', () => {
    const { bridge, receive, hello } = setUp()
    hello()
    receive({
      type: 'tessera.v1.textEditStart',
      data: { version: 1, contentId: 'page1', blockId: 't1' },
    })
    expect(bridge.text.blockId).toBe('t1')
    hello()
    expect(bridge.text.blockId).toBeUndefined()
  })
})
