// @vitest-environment jsdom
import type { EditorToSiteMessage } from '@tessera/core/editor'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Selection } from '../editor/selection.ts'
import { DocumentStore } from '../state/document-store.ts'
import { pageEntry, textBlock } from '../state/documents.test-support.ts'
import { InlineTextSession } from './inline-text-session.ts'
import type { TextSiteMessage } from './inline-text-session.ts'
import { stopOnSelection } from './use-stop-on-selection.ts'

afterEach(() => {
  vi.useRealTimers()
})

/** A session on a page with a Text `t1`, and what it sent to the canvas (and whether quietly). */
function setUp() {
  const store = new DocumentStore(pageEntry([textBlock('t1', 'Hello'), textBlock('t2', 'Other')]))
  const posted: EditorToSiteMessage[] = []
  const changes: Array<{ quiet: boolean; label: string }> = []
  let quiet = false
  store.onChange((change) => changes.push({ quiet, label: change.label }))
  const session = new InlineTextSession(store, {
    post: (message) => posted.push(message),
    silently: (apply) => {
      quiet = true
      try {
        apply()
      } finally {
        quiet = false
      }
    },
  })
  const send = (message: TextSiteMessage) => session.receive(message)
  /** Starts editing, and waits for the sanitizer it loads. */
  const start = async (blockId = 't1') => {
    send({ type: 'tessera.v1.textEditStart', data: { version: 1, contentId: 'page1', blockId } })
    await session.ready()
  }
  const input = (html: string, cause: 'typing' | 'format' = 'typing', blockId = 't1') =>
    send({
      type: 'tessera.v1.textInput',
      data: { version: 1, contentId: 'page1', blockId, html, cause },
    })
  const text = (id = 't1') =>
    (store.block(id)?.json.component as { options: { text: string } }).options.text
  return { store, session, posted, changes, send, start, input, text }
}

describe('InlineTextSession', () => {
  it('applies a typing burst as one undo step, without echoing it to the canvas', async () => {
    vi.useFakeTimers({ now: 0 })
    const { store, session, posted, changes, start, input, text } = setUp()
    await start()
    expect(session.blockId).toBe('t1')
    for (const [at, html] of [
      [0, 'Hello '],
      [100, 'Hello w'],
      [250, 'Hello wo'],
      [400, 'Hello world'],
    ] as const) {
      vi.setSystemTime(at)
      input(html)
    }
    expect(text()).toBe('Hello world')
    expect(changes).toHaveLength(4)
    expect(changes.every((change) => change.quiet)).toBe(true)
    expect(posted).toEqual([])
    store.undo()
    expect(text()).toBe('Hello')
    expect(store.canUndo).toBe(false)
  })

  it('makes a format its own step, and typing after it another', async () => {
    vi.useFakeTimers({ now: 0 })
    const { store, start, input, text } = setUp()
    await start()
    input('Hello you')
    input('Hello <b>you</b>', 'format')
    input('Hello <b>you</b>!')
    store.undo()
    expect(text()).toBe('Hello <b>you</b>')
    store.undo()
    expect(text()).toBe('Hello you')
    store.undo()
    expect(text()).toBe('Hello')
  })

  it('starts a new step for each editing session', async () => {
    vi.useFakeTimers({ now: 0 })
    const { store, send, start, input, text } = setUp()
    await start()
    input('Hello A')
    send({
      type: 'tessera.v1.textEditEnd',
      data: { version: 1, contentId: 'page1', blockId: 't1' },
    })
    await start()
    input('Hello AB')
    store.undo()
    expect(text()).toBe('Hello A')
  })

  it('stores cleaned HTML and sends it back to the canvas when cleaning changed it', async () => {
    const { posted, changes, start, input, text } = setUp()
    await start()
    input('Hi<script>alert(1)</script>')
    expect(text()).toBe('Hi')
    expect(changes).toEqual([{ quiet: false, label: 'Type text' }])
    // Cleaning gives the text the document has: no change, but the frame is told what to show.
    input('Hi<script>again()</script>')
    expect(changes).toHaveLength(1)
    expect(posted).toEqual([
      {
        type: 'builder.patchUpdates',
        data: { data: { t1: [{ op: 'replace', path: '/component/options/text', value: 'Hi' }] } },
      },
    ])
  })

  it('undoes and redoes from the frame, and the canvas gets the change', async () => {
    const { send, changes, start, input, text } = setUp()
    await start()
    input('Hello!')
    send({ type: 'tessera.v1.textHistory', data: { version: 1, action: 'undo' } })
    expect(text()).toBe('Hello')
    expect(changes.at(-1)).toEqual({ quiet: false, label: 'Undo' })
    send({ type: 'tessera.v1.textHistory', data: { version: 1, action: 'redo' } })
    expect(text()).toBe('Hello!')
  })

  it('sends formats and stop to the frame for the block being edited only', async () => {
    const { session, posted, start, send } = setUp()
    session.format('bold')
    expect(posted).toEqual([])
    await start()
    session.format('bold')
    session.format('link', 'https://example.com')
    session.stop()
    expect(posted).toEqual([
      { type: 'tessera.v1.textFormat', data: { version: 1, blockId: 't1', format: 'bold' } },
      {
        type: 'tessera.v1.textFormat',
        data: { version: 1, blockId: 't1', format: 'link', url: 'https://example.com' },
      },
      { type: 'tessera.v1.textEditStop', data: { version: 1, blockId: 't1' } },
    ])
    const listener = vi.fn()
    session.subscribe(listener)
    send({
      type: 'tessera.v1.textEditEnd',
      data: { version: 1, contentId: 'page1', blockId: 't1' },
    })
    expect(session.blockId).toBeUndefined()
    expect(listener).toHaveBeenCalledOnce()
  })

  it('keeps what arrives before the sanitizer is loaded, and applies it in order', async () => {
    const { store, session, send, input, text } = setUp()
    send({
      type: 'tessera.v1.textEditStart',
      data: { version: 1, contentId: 'page1', blockId: 't1' },
    })
    input('Hello!')
    send({ type: 'tessera.v1.textHistory', data: { version: 1, action: 'undo' } })
    input('Hello?')
    expect(text()).toBe('Hello')
    await session.ready()
    await Promise.resolve()
    expect(text()).toBe('Hello?')
    store.undo()
    expect(text()).toBe('Hello')
    expect(store.canRedo).toBe(true)
  })

  it('ends editing when another block is selected', async () => {
    const { session, posted, start } = setUp()
    const selection = new Selection()
    const stopWatching = stopOnSelection(selection, session)
    selection.select('t2')
    expect(posted).toEqual([])
    await start()
    selection.select('t1')
    selection.setHover('t2')
    expect(posted).toEqual([])
    selection.select('t2')
    expect(posted).toEqual([
      { type: 'tessera.v1.textEditStop', data: { version: 1, blockId: 't1' } },
    ])
    stopWatching()
  })

  it('begins editing a Text from the keyboard: focuses the frame, then asks it', async () => {
    const { session, posted } = setUp()
    const order: string[] = []
    expect(session.begin('t1', () => order.push('focus'))).toBe(true)
    expect(posted).toEqual([{ type: 'tessera.v1.textEdit', data: { version: 1, blockId: 't1' } }])
    expect(order).toEqual(['focus'])
    expect(session.begin('missing', () => order.push('focus'))).toBe(false)
    session.readOnly = true
    expect(session.begin('t1', () => order.push('focus'))).toBe(false)
    expect(posted).toHaveLength(1)
    expect(order).toEqual(['focus'])
  })

  it('refuses a viewer and blocks that are not Text: nothing changes, the frame is told to stop', async () => {
    const { store, session, posted, start, input, text } = setUp()
    session.readOnly = true
    await start()
    input('Hacked')
    await session.ready()
    expect(session.blockId).toBeUndefined()
    expect(text()).toBe('Hello')
    expect(store.canUndo).toBe(false)
    expect(posted.map((message) => message.type)).toEqual([
      'tessera.v1.textEditStop',
      'tessera.v1.textEditStop',
    ])
    session.readOnly = false
    input('Other text', 'typing', 'missing')
    expect(store.canUndo).toBe(false)
  })
})
