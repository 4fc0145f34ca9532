import { describe, expect, it, vi } from 'vitest'
import { subscribeToEditor } from './subscribe-to-editor.ts'

const update = {
  type: 'builder.contentUpdate',
  data: { key: 'page', data: { id: 'c1', data: { blocks: [] } } },
}

function send(target: EventTarget, data: unknown, origin = 'http://localhost:1234') {
  target.dispatchEvent(new MessageEvent('message', { data, origin }))
}

describe('subscribeToEditor', () => {
  it('hands valid messages from trusted origins to the handler', () => {
    const win = new EventTarget()
    const handler = vi.fn()
    subscribeToEditor(handler, { window: win, trustLocalhost: true })
    send(win, update)
    expect(handler).toHaveBeenCalledTimes(1)
    expect(handler.mock.calls[0]?.[0]).toEqual(update)
    expect(handler.mock.calls[0]?.[1]).toBeInstanceOf(MessageEvent)
  })

  it('trusts the editor origins and configured hosts', () => {
    const win = new EventTarget()
    const handler = vi.fn()
    subscribeToEditor(handler, {
      window: win,
      editorOrigins: ['https://editor.example.com'],
      trustedHosts: ['*.preview.example.org'],
    })
    send(win, update, 'https://editor.example.com')
    send(win, update, 'https://a.preview.example.org')
    send(win, update, 'https://editor.example.com:8443')
    expect(handler).toHaveBeenCalledTimes(2)
  })

  it('trusts localhost by default only on a page served from localhost', () => {
    const win = new EventTarget()
    const handler = vi.fn()
    vi.stubGlobal('location', { hostname: 'www.example.com' })
    try {
      subscribeToEditor(handler, { window: win })
      send(win, update, 'http://localhost:4000')
      expect(handler).not.toHaveBeenCalled()
      vi.stubGlobal('location', { hostname: 'localhost' })
      subscribeToEditor(handler, { window: win })
      send(win, update, 'http://localhost:4000')
      expect(handler).toHaveBeenCalledTimes(1)
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('refuses localhost when trustLocalhost is false, even on a local page', () => {
    const win = new EventTarget()
    const handler = vi.fn()
    vi.stubGlobal('location', { hostname: 'localhost' })
    try {
      subscribeToEditor(handler, { window: win, trustLocalhost: false })
      send(win, update, 'http://localhost:4000')
      send(win, update, 'http://127.0.0.1:4000')
      expect(handler).not.toHaveBeenCalled()
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('ignores untrusted origins silently and reports them to onIgnored', () => {
    const win = new EventTarget()
    const handler = vi.fn()
    const onIgnored = vi.fn()
    subscribeToEditor(handler, { window: win, onIgnored, trustLocalhost: true })
    send(win, update, 'https://evil.example.com')
    send(win, update, 'null')
    send(win, update, '')
    send(win, update, 'file://localhost')
    expect(handler).not.toHaveBeenCalled()
    expect(onIgnored.mock.calls.map(([reason]) => reason)).toEqual([
      'untrusted-origin',
      'untrusted-origin',
      'untrusted-origin',
      'untrusted-origin',
    ])
  })

  it('ignores malformed messages and messages meant for the editor', () => {
    const win = new EventTarget()
    const handler = vi.fn()
    const onIgnored = vi.fn()
    subscribeToEditor(handler, { window: win, onIgnored, trustLocalhost: true })
    send(win, 'builder.contentUpdate')
    send(win, null)
    send(win, { type: 'builder.contentUpdate', data: { data: {} } })
    send(win, { type: 'builder.unknown', data: {} })
    send(win, { type: 'tessera.v1.blockHover', data: { version: 1, blockId: 'b', contentId: 'c' } })
    win.dispatchEvent(new Event('message'))
    expect(handler).not.toHaveBeenCalled()
    expect(onIgnored.mock.calls.map(([reason]) => reason)).toEqual([
      'invalid-message',
      'invalid-message',
      'invalid-message',
      'invalid-message',
      'invalid-message',
      'untrusted-origin',
    ])
  })

  it('stops listening after unsubscribe', () => {
    const win = new EventTarget()
    const handler = vi.fn()
    const unsubscribe = subscribeToEditor(handler, { window: win, trustLocalhost: true })
    unsubscribe()
    unsubscribe()
    send(win, update)
    expect(handler).not.toHaveBeenCalled()
  })

  it('reports a throwing handler and keeps listening', () => {
    const win = new EventTarget()
    const failure = new Error('render failed')
    const onError = vi.fn()
    const handler = vi.fn(() => {
      throw failure
    })
    subscribeToEditor(handler, { window: win, onError, trustLocalhost: true })
    send(win, update)
    send(win, update)
    expect(onError.mock.calls).toEqual([[failure], [failure]])
  })

  it('logs a throwing handler by default', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const win = new EventTarget()
    subscribeToEditor(
      () => {
        throw new Error('x')
      },
      { window: win, trustLocalhost: true },
    )
    send(win, update)
    expect(error).toHaveBeenCalledWith('[Tessera]: editor message handler failed', new Error('x'))
    error.mockRestore()
  })

  it('does nothing on the server', () => {
    const unsubscribe = subscribeToEditor(vi.fn())
    expect(unsubscribe).toBeTypeOf('function')
    expect(() => unsubscribe()).not.toThrow()
  })
})

describe('subscribeToEditor({ model, apiKey, callback }) (gen-2)', () => {
  const EDITOR = 'https://editor.example.com'
  function setup() {
    const win = new EventTarget()
    const posted: Array<{
      message: { type: string; data: Record<string, unknown> }
      origin: string
    }> = []
    const editor = {
      postMessage: (message: unknown, origin: string) =>
        posted.push({ message: message as (typeof posted)[number]['message'], origin }),
    }
    const callback = vi.fn()
    const stop = subscribeToEditor({
      model: 'announcement',
      apiKey: 'pub',
      callback,
      window: win,
      targetWindow: editor,
      editorOrigins: [EDITOR],
    })
    return { win, posted, callback, stop }
  }

  it('announces the SDK to the trusted editor for the model', () => {
    const { posted, stop } = setup()
    expect(posted).toHaveLength(1)
    expect(posted[0]?.origin).toBe(EDITOR)
    expect(posted[0]?.message.type).toBe('builder.sdkInfo')
    expect(posted[0]?.message.data).toMatchObject({ modelName: 'announcement', apiKey: 'pub' })
    stop()
  })

  it('hands the content of the model’s updates to the callback, nothing else', () => {
    const { win, callback, stop } = setup()
    const content = { id: 'a1', data: { text: 'Sale' } }
    send(
      win,
      { type: 'builder.contentUpdate', data: { key: 'announcement', data: content } },
      EDITOR,
    )
    send(win, { type: 'builder.contentUpdate', data: { key: 'page', data: { id: 'p' } } }, EDITOR)
    send(
      win,
      { type: 'builder.contentUpdate', data: { key: 'announcement', data: {} } },
      'https://evil.example',
    )
    expect(callback).toHaveBeenCalledTimes(1)
    expect(callback).toHaveBeenCalledWith(content)
    stop()
    send(
      win,
      { type: 'builder.contentUpdate', data: { key: 'announcement', data: content } },
      EDITOR,
    )
    expect(callback).toHaveBeenCalledTimes(1)
  })
})
