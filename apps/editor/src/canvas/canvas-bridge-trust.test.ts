import { createMessage, EDITOR_PROTOCOL_VERSION } from '@tessera/core/editor'
import { describe, expect, it } from 'vitest'
import { DocumentStore } from '../state/document-store.ts'
import { pageEntry, textBlock } from '../state/documents.test-support.ts'
import { TEST_SITE as SITE, TESSERA_SDK_INFO, testBridge } from './bridge.test-support.ts'

function setUp() {
  const store = new DocumentStore(pageEntry([textBlock('t1'), textBlock('t2')]))
  const seen: string[] = []
  const test = testBridge(store, {
    onHover: (id) => seen.push(`hover:${id}`),
    onSelect: (id) => seen.push(`select:${id}`),
    onEmptyClick: (parent) => seen.push(`empty:${parent}`),
    onComponent: (info) => seen.push(`component:${info.name}`),
    onReady: (patches) => seen.push(`ready:${patches}`),
  })
  return { ...test, store, seen }
}

const hello = createMessage('builder.sdkInfo', TESSERA_SDK_INFO)
const select = (blockId: string) =>
  createMessage('tessera.v1.blockSelect', {
    version: EDITOR_PROTOCOL_VERSION,
    blockId,
    contentId: 'page1',
  })

describe('CanvasBridge: what it takes from the frame and what it sends', () => {
  it('answers the site hello with the whole content, then sends one patch per edit', () => {
    const { store, posted, seen, receive } = setUp()
    receive(hello)
    expect(seen).toEqual(['ready:true'])
    expect(posted.map((item) => item.message.type)).toEqual(['builder.contentUpdate'])
    expect(posted.every((item) => item.origin === SITE)).toBe(true)
    store.dispatch(
      [{ type: 'set', target: 't2', path: ['component', 'options', 'text'], value: 'Hi' }],
      { label: 'Edit' },
    )
    expect(posted.map((item) => item.message.type)).toEqual([
      'builder.contentUpdate',
      'builder.patchUpdates',
    ])
    expect(JSON.stringify(posted[1]?.message)).toContain('"t2"')
    expect(JSON.stringify(posted[1]?.message)).not.toContain('"t1"')
  })

  it('sends nothing before the site said hello', () => {
    const { store, posted } = setUp()
    store.dispatch([{ type: 'remove', id: 't1' }], { label: 'Delete' })
    expect(posted).toEqual([])
  })

  it('ignores messages from another origin, from another window, and malformed ones', () => {
    const { seen, posted, receive } = setUp()
    receive(hello, 'https://evil.example')
    receive(select('t1'), 'https://evil.example')
    // The right origin, but not the frame's window (another tab of the site, say).
    receive(hello, SITE, {})
    receive(select('t1'), SITE, {})
    receive({ type: 'tessera.v1.blockSelect', data: { blockId: 42 } })
    receive('builder.sdkInfo')
    expect(seen).toEqual([])
    expect(posted).toEqual([])
    receive(select('t1'))
    expect(seen).toEqual(['select:t1'])
  })

  it('never sends code to the frame', () => {
    const { store, posted, receive } = setUp()
    receive(hello)
    store.dispatch([{ type: 'remove', id: 't1' }], { label: 'Delete' })
    store.undo()
    expect(posted.some((item) => item.message.type === 'builder.evaluate')).toBe(false)
  })

  it('sends our own messages only to a site with the Tessera runtime', () => {
    const { posted, bridge, receive } = setUp()
    receive({ ...hello, data: { ...hello.data, target: 'react', supportsPatchUpdates: false } })
    bridge.selectBlock('t1')
    bridge.probe({ x: 1, y: 2 })
    expect(posted.map((item) => item.message.type)).toEqual(['builder.contentUpdate'])
    receive(hello)
    bridge.selectBlock('t1')
    expect(posted.map((item) => item.message.type)).toContain('tessera.v1.selectBlock')
  })
})
