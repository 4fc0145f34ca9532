// @vitest-environment happy-dom
import type { Block, Entry } from '@tessera/core'
import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Content } from '../content/content.tsx'
import { withoutStaticListMarkers } from '../testing/content-html.test-support.tsx'
import { hydrateForTest } from '../testing/render.test-support.tsx'
import type * as LoaderModule from '../chunks/editor-bridge-loader.ts'

type Loader = typeof LoaderModule

// `#editor-bridge` as the browser build resolves it (its `browser` condition), with each load
// counted and held until `loads.release()`.
const loads = vi.hoisted(() => ({
  count: 0,
  release: () => {},
  held: Promise.resolve(),
  last: undefined as Promise<unknown> | undefined,
}))
vi.mock('#editor-bridge', async () => {
  const browser: Loader = await import('../chunks/editor-bridge-loader.browser.ts')
  return {
    getLoadedEditorBridge: () => browser.getLoadedEditorBridge(),
    loadEditorBridge: () => {
      loads.count += 1
      loads.last = loads.held.then(() => browser.loadEditorBridge())
      return loads.last
    },
  }
})

const text = (id: string, value: string): Block => ({
  '@type': '@builder.io/sdk:Element',
  id,
  component: { name: 'Text', options: { text: value } },
})
const content: Entry = { id: 'c1', data: { blocks: [text('b1', 'served')] } }
const update = (value: string) => ({
  type: 'builder.contentUpdate',
  data: { key: 'page', data: { id: 'c1', data: { blocks: [text('b1', value)] } } },
})

beforeEach(() => {
  loads.count = 0
  loads.last = undefined
  loads.held = new Promise<void>((resolve) => {
    loads.release = resolve
  })
})
afterEach(() => {
  document.body.innerHTML = ''
})

function editedContent() {
  const postMessage = vi.fn()
  const messageSource = new EventTarget()
  const element = (
    <Content
      model="page"
      apiKey="key"
      content={content}
      editor={{ isEditing: true, targetWindow: { postMessage }, messageSource }}
    />
  )
  const send = async (data: unknown) => {
    await act(async () => {
      messageSource.dispatchEvent(new MessageEvent('message', { data, origin: 'http://localhost' }))
    })
  }
  const posted = () => postMessage.mock.calls.map(([message]) => (message as { type: string }).type)
  return { element, send, posted }
}

async function finishLoading(): Promise<void> {
  await act(async () => {
    loads.release()
    await loads.last
  })
}

describe('the editor bridge in the browser build', () => {
  it('is never loaded when the page is not being edited', async () => {
    const hydrated = await hydrateForTest(<Content apiKey="key" content={content} />)
    await finishLoading()
    expect(loads.count).toBe(0)
    expect(hydrated.recoverableErrors).toEqual([])
    expect(hydrated.consoleErrors).toEqual([])
    expect(hydrated.container.innerHTML).toBe(hydrated.html)
    hydrated.unmount()
  })

  it('loads after hydration when editing, then connects and applies the editor messages', async () => {
    const { element, send, posted } = editedContent()
    const hydrated = await hydrateForTest(element)
    expect(hydrated.recoverableErrors).toEqual([])
    expect(hydrated.consoleErrors).toEqual([])
    // Loading: the server HTML stays, nothing is announced yet.
    expect(loads.count).toBe(1)
    expect(posted()).toEqual([])
    // The list renders through React while editing: the same HTML without the static marker.
    expect(hydrated.container.innerHTML).toBe(withoutStaticListMarkers(hydrated.html))
    // A message that arrives while the bridge loads is kept for it.
    await send(update('sent while loading'))
    expect(hydrated.container.querySelector('.builder-text')?.textContent).toBe('served')

    await finishLoading()
    expect(posted()).toEqual(['builder.sdkInfo'])
    expect(hydrated.container.querySelector('.builder-text')?.textContent).toBe(
      'sent while loading',
    )
    await send(update('sent after loading'))
    expect(hydrated.container.querySelector('.builder-text')?.textContent).toBe(
      'sent after loading',
    )
    expect(loads.count).toBe(1)
    hydrated.unmount()
  })

  it('does not connect when the content is gone before the bridge arrives', async () => {
    const { element, send, posted } = editedContent()
    const hydrated = await hydrateForTest(element)
    expect(loads.count).toBe(1)
    await send(update('sent while loading'))
    hydrated.unmount()
    await finishLoading()
    expect(posted()).toEqual([])
  })
})
