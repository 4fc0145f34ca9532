// @vitest-environment happy-dom
import { act, Suspense } from 'react'
import { createRoot } from 'react-dom/client'
import { describe, expect, it, vi } from 'vitest'
import { enableAct } from '../testing/render.test-support.tsx'
import * as rendererModule from './renderer.browser.ts'
import * as rendererParts from './renderer-parts.ts'
import { Form } from '../blocks/form/form-blocks.ts'
import { Symbol } from '../blocks/rare-blocks.ts'

// `#renderer` as browser builds resolve it: the renderer is a chunk, loaded on first use.
vi.mock('#renderer', () => import('./renderer-loader.browser.ts'))
// `#block-chunks` likewise: the blocks most pages do not have load from chunks of their own.
vi.mock('#block-chunks', () => import('./block-loader.browser.ts'))
// `#renderer-parts` likewise: the parts only some content needs are a chunk of their own.
vi.mock('#renderer-parts', () => import('./parts-loader.browser.ts'))
const loader = await import('#renderer')
const blocks = await import('#block-chunks')
const parts = await import('#renderer-parts')
const { bundleRenderer } = await import('./bundle-renderer.ts')

/** Renders a component that reads the renderer; what the page shows right after. */
async function renderProbe(): Promise<string> {
  enableAct()
  const container = document.createElement('div')
  const root = createRoot(container)
  function Probe() {
    return loader.useRenderer() === rendererModule ? 'renderer' : 'other'
  }
  // No awaiting inside act: a render that suspends shows the fallback.
  act(() =>
    root.render(
      <Suspense fallback="waiting">
        <Probe />
      </Suspense>,
    ),
  )
  const shown = container.textContent ?? ''
  act(() => root.unmount())
  return shown
}

describe('bundleRenderer (@tessera/react/renderer)', () => {
  it('makes the renderer bundled with the site the loaded one: no list or block waits for a chunk', async () => {
    // In a browser build the renderer is a chunk: a first use waits for it.
    expect(loader.getLoadedRenderer()).toBeUndefined()
    expect(await renderProbe()).toBe('waiting')
    expect(blocks.getLoadedBlock('Symbol')).toBeUndefined()
    expect(parts.getLoadedParts()).toBeUndefined()
    bundleRenderer()
    expect(loader.getLoadedRenderer()).toBe(rendererModule)
    expect(await renderProbe()).toBe('renderer')
    await expect(loader.loadRenderer()).resolves.toBe(rendererModule)
    // The blocks loaded from chunks of their own are bundled as well: none waits for its chunk.
    expect(blocks.getLoadedBlock('Symbol')).toBe(Symbol)
    expect(blocks.getLoadedBlock('Form:Form')).toBe(Form)
    // And the renderer's parts (actions, animations, the content's CSS).
    expect(parts.getLoadedParts()).toBe(rendererParts)
  })
})
