// @vitest-environment happy-dom
import { act, Suspense } from 'react'
import { createRoot } from 'react-dom/client'
import { describe, expect, it, vi } from 'vitest'
import * as browser from './block-loader.browser.ts'
import * as server from './block-loader.ts'
import { BUILT_IN_COMPONENTS } from '../blocks/built-in-components.ts'
import { Form, Label } from '../blocks/form/form-blocks.ts'
import { Symbol } from '../blocks/rare-blocks.ts'
import { enableAct } from '../testing/render.test-support.tsx'

describe('#block-chunks', () => {
  it('outside browser builds, has every chunk block at once (the real components)', () => {
    expect(server.getLoadedBlock('Form:Form')).toBe(Form)
    expect(server.getLoadedBlock('Symbol')).toBe(Symbol)
    expect(BUILT_IN_COMPONENTS['Form:Label']).toBe(Label)
    expect(BUILT_IN_COMPONENTS.Symbol).toBe(Symbol)
  })

  it("in browser builds, loads a block's chunk the first time content renders it", async () => {
    enableAct()
    expect(browser.getLoadedBlock('Form:Label')).toBeUndefined()
    function Probe() {
      return <i>{browser.useChunkBlock('Form:Label') === Label ? 'label' : 'other'}</i>
    }
    const container = document.createElement('div')
    const root = createRoot(container)
    await act(async () => {
      root.render(
        <Suspense fallback={<b>loading</b>}>
          <Probe />
        </Suspense>,
      )
    })
    await vi.waitFor(() => expect(browser.getLoadedBlock('Form:Label')).toBe(Label))
    // React renders again once the chunk's promise has settled.
    await act(async () => {})
    expect(container.innerHTML).toBe('<i>label</i>')
    // The other blocks of the form chunk are not loaded until rendered; nor the other chunk.
    expect(browser.getLoadedBlock('Form:Form')).toBeUndefined()
    expect(browser.getLoadedBlock('Symbol')).toBeUndefined()
    act(() => root.unmount())
  })
})
