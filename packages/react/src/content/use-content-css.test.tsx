// @vitest-environment happy-dom
import type { Entry } from '@tessera/core'
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { enableAct } from '../testing/render.test-support.tsx'
import type * as PartsLoader from '../chunks/parts-loader.ts'
import { Content } from './content.tsx'

// `#renderer` as a browser build sees it before its chunk has loaded (nothing at hand), with
// the loads counted; `#renderer-parts` as the browser build resolves it (one chunk, not loaded).
const loads = vi.hoisted(() => ({ renderer: 0, browserParts: undefined as unknown }))
vi.mock('#renderer', async () => {
  const server = await import('../chunks/renderer-loader.ts')
  return {
    ...server,
    getLoadedRenderer: () => undefined,
    loadRenderer: () => {
      loads.renderer += 1
      return server.loadRenderer()
    },
  }
})
vi.mock('#renderer-parts', async () => {
  const browser = (await import('../chunks/parts-loader.browser.ts')) as typeof PartsLoader
  loads.browserParts = browser
  return browser
})

const page: Entry = {
  id: 'css1',
  data: {
    blocks: [
      {
        '@type': '@builder.io/sdk:Element',
        id: 't',
        component: { name: 'Text', options: { text: 'Hi' } },
      },
    ],
  },
}

afterEach(() => {
  document.body.innerHTML = ''
})

describe('the content CSS of content the server did not render (browser build)', () => {
  it('starts the renderer chunk together with the parts chunk, not after it', () => {
    enableAct()
    const container = document.createElement('div')
    document.body.append(container)
    const root = createRoot(container)
    // One synchronous render: <Content> suspends on the parts chunk, which has not loaded.
    act(() => root.render(<Content apiKey="k" content={page} />))
    const parts = loads.browserParts as typeof PartsLoader
    expect(parts.getLoadedParts()).toBeUndefined()
    expect(loads.renderer).toBeGreaterThan(0)
    act(() => root.unmount())
  })
})
