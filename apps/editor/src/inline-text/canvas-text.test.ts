// @vitest-environment jsdom
import type { EditorToSiteMessage } from '@tessera/core/editor'
import { describe, expect, it } from 'vitest'
import { CanvasBridge } from '../canvas/canvas-bridge.ts'
import { DocumentStore } from '../state/document-store.ts'
import { pageEntry, textBlock } from '../state/test-documents.ts'

const SITE = 'https://site.test'

/** A bridge to a stand-in frame window that records what it is sent. */
function setUp() {
  const store = new DocumentStore(pageEntry([textBlock('t1', 'Hello')]))
  const posted: EditorToSiteMessage[] = []
  const frame = { postMessage: (message: EditorToSiteMessage) => posted.push(message) }
  const none = () => {}
  const bridge = new CanvasBridge(SITE, () => frame as unknown as Window, store, 'page1', {
    onHover: none,
    onSelect: none,
    onEmptyClick: none,
    onComponent: none,
    onReady: none,
  })
  const receive = (data: unknown) =>
    bridge.receive({ origin: SITE, source: frame, data } as unknown as MessageEvent)
  const hello = () =>
    receive({
      type: 'builder.sdkInfo',
      data: {
        target: 'tessera',
        version: '1',
        supportsPatchUpdates: 'v4',
        supportsAddBlockScoping: false,
        supportsCustomBreakpoints: true,
        supportsXSmallBreakpoint: false,
        blockLevelPersonalization: false,
        modelName: 'page',
        apiKey: 'k',
      },
    })
  return { store, bridge, posted, receive, hello }
}

describe('the canvas bridge and inline text', () => {
  it('does not echo typed text to the frame, but sends an undo of it', async () => {
    const { store, bridge, posted, receive, hello } = setUp()
    hello()
    posted.length = 0
    const start = { version: 1, contentId: 'page1', blockId: 't1' }
    receive({ type: 'tessera.v1.textEditStart', data: start })
    await bridge.text.ready()
    receive({ type: 'tessera.v1.textInput', data: { ...start, html: 'Hello!', cause: 'typing' } })
    expect(store.block('t1')?.json.component).toEqual({
      name: 'Text',
      options: { text: 'Hello!' },
    })
    expect(posted).toEqual([])
    receive({ type: 'tessera.v1.textHistory', data: { version: 1, action: 'undo' } })
    expect(posted.map((message) => message.type)).toEqual(['builder.patchUpdates'])
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
