import { afterEach, describe, expect, it, vi } from 'vitest'
import { register, setEditorSettings, subscribeToEditor } from './editor-functions.ts'

afterEach(() => {
  vi.restoreAllMocks()
})

/** A window the editor's messages arrive at, counting its listeners. */
function fakeWindow() {
  const target = new EventTarget()
  const added = vi.spyOn(target, 'addEventListener')
  const removed = vi.spyOn(target, 'removeEventListener')
  return { target, added, removed }
}

describe('the editor functions at the root of @tessera/react', () => {
  it('subscribeToEditor subscribes once @tessera/sdk/editor has loaded; the stop unsubscribes', async () => {
    const { target, added, removed } = fakeWindow()
    const handler = vi.fn()
    const stop = subscribeToEditor(handler, { window: target, editorOrigins: ['https://e.test'] })
    await vi.waitFor(() => expect(added).toHaveBeenCalledWith('message', expect.any(Function)), {
      timeout: 10_000,
    })
    stop()
    expect(removed).toHaveBeenCalledWith('message', expect.any(Function))
    stop()
  })

  it('subscribeToEditor stopped before the load never subscribes', async () => {
    const { target, added } = fakeWindow()
    const stop = subscribeToEditor(vi.fn(), { window: target })
    stop()
    await import('@tessera/sdk/editor')
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(added).not.toHaveBeenCalled()
  })

  it('register and setEditorSettings resolve to whether the editor was told', async () => {
    const postMessage = vi.fn()
    const targetWindow = { postMessage }
    await expect(
      register('insertMenu', { name: 'Ours' }, { targetWindow, editorOrigins: ['https://e.test'] }),
    ).resolves.toBe(true)
    await expect(
      setEditorSettings(
        { customInsertMenu: true },
        { targetWindow, editorOrigins: ['https://e.test'] },
      ),
    ).resolves.toBe(true)
    expect(postMessage.mock.calls.map(([message]) => (message as { type: string }).type)).toEqual([
      'builder.register',
      'builder.settingsChange',
    ])
  })
})
