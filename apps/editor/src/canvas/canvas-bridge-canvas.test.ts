import { describe, expect, it } from 'vitest'
import { createMessage } from '@tessera/core/editor'
import { DocumentStore } from '../state/document-store.ts'
import { pageEntry, textBlock } from '../state/documents.test-support.ts'
import type { CanvasEvents } from './canvas-bridge.ts'
import { TEST_SITE as SITE, testBridge } from './bridge.test-support.ts'

const rect = { top: 1, left: 2, width: 3, height: 4 }
const place = { edge: 'after', blockId: 'a', axis: 'vertical', rect } as const

/** A bridge over a stand-in frame, recording what it hands the editor. */
function setUp() {
  const heard: Array<[string, unknown]> = []
  const events: Partial<CanvasEvents> = {
    onReady: () => heard.push(['ready', true]),
    onRects: (data) => heard.push(['rects', data]),
    onDragOver: (value) => heard.push(['dragOver', value]),
    onDrop: (data) => heard.push(['drop', data]),
  }
  return { ...testBridge(new DocumentStore(pageEntry([textBlock('a')])), events), heard }
}

describe('CanvasBridge and the canvas drag-and-drop messages', () => {
  it('hands the editor drop places, drops and block boxes of its own content only', () => {
    const { heard, receive } = setUp()
    const v = 1 as const
    receive(createMessage('tessera.v1.dragOver', { version: v, contentId: 'page1', place }))
    receive(
      createMessage('tessera.v1.drop', { version: v, contentId: 'page1', blockId: 'a', place }),
    )
    const rects = {
      version: v,
      contentId: 'page1',
      hovered: null,
      selected: { blockId: 'a', rect },
    }
    receive(createMessage('tessera.v1.blockRects', rects))
    // Another <Content> of the page, another origin, another window: ignored.
    receive(createMessage('tessera.v1.dragOver', { version: v, contentId: 'other', place }))
    receive(
      createMessage('tessera.v1.dragOver', { version: v, contentId: 'page1', place: null }),
      'https://evil.example',
    )
    receive(
      createMessage('tessera.v1.dragOver', { version: v, contentId: 'page1', place: null }),
      SITE,
      {},
    )
    expect(heard).toEqual([
      ['dragOver', place],
      ['drop', { version: 1, contentId: 'page1', blockId: 'a', place }],
      ['rects', rects],
    ])
  })

  it('sends the selection and drag probes to the site once it said hello, to its origin only', () => {
    const { bridge, posted, hello } = setUp()
    bridge.selectBlock('a')
    bridge.probe({ x: 5, y: 6 })
    expect(posted).toEqual([])
    hello()
    posted.length = 0
    bridge.selectBlock('a')
    bridge.selectBlock(null)
    bridge.probe({ x: 5, y: 6 }, 'a')
    bridge.probe(null)
    expect(posted).toEqual([
      {
        message: createMessage('tessera.v1.selectBlock', { version: 1, blockId: 'a' }),
        origin: SITE,
      },
      {
        message: createMessage('tessera.v1.selectBlock', { version: 1, blockId: null }),
        origin: SITE,
      },
      {
        message: createMessage('tessera.v1.dragProbe', {
          version: 1,
          point: { x: 5, y: 6 },
          blockId: 'a',
        }),
        origin: SITE,
      },
      { message: createMessage('tessera.v1.dragProbe', { version: 1, point: null }), origin: SITE },
    ])
  })
})
