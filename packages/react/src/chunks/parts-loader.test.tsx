// @vitest-environment happy-dom
import type { Block, Entry } from '@tessera/core'
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Content } from '../content/content.tsx'
import { defineBlock } from '../blocks/define-block.ts'
import { getContentCss } from '../styles/get-content-css.ts'
import { hydrateInBrowserBuild } from '../testing/hydrate-in-browser-build.test-support.tsx'
import { enableAct } from '../testing/render.test-support.tsx'
import type * as LoaderModule from './parts-loader.ts'

type Loader = typeof LoaderModule

// `#renderer-parts` as the server build resolves it while `mode.isBrowser` is false, then as
// the browser build does: one chunk, loaded on first need (a fresh loader per test).
const mode = vi.hoisted(() => ({ isBrowser: false, browser: undefined as unknown }))
vi.mock('#renderer-parts', async () => {
  const server: Loader = await import('./parts-loader.ts')
  const pick = () => (mode.isBrowser ? (mode.browser as Loader) : server)
  return {
    getLoadedParts: () => pick().getLoadedParts(),
    loadParts: () => pick().loadParts(),
    useParts: () => pick().useParts(),
  }
})

let instances = 0
/** A browser loader whose chunk is not loaded yet, whatever other tests loaded. */
async function freshBrowserLoader(): Promise<Loader> {
  instances += 1
  const url = `./parts-loader.browser.ts?instance=${instances}`
  const loader = (await import(/* @vite-ignore */ url)) as Loader
  mode.browser = loader
  return loader
}

const element = (id: string, rest: Omit<Block, '@type' | 'id'>): Block => ({
  '@type': '@builder.io/sdk:Element',
  id,
  ...rest,
})
const entry = (blocks: Block[], state: Record<string, unknown> = {}): Entry => ({
  id: 'parts1',
  data: { state, blocks },
})

afterEach(() => {
  mode.isBrowser = false
  document.body.innerHTML = ''
})

describe('the renderer parts in the browser build', () => {
  it('are not loaded by a page of interactive blocks without actions or animations', async () => {
    const loader = await freshBrowserLoader()
    const Clock = defineBlock({ name: 'Clock', component: () => <time>now</time> })
    const blocks = [
      element('t', { component: { name: 'Text', options: { text: 'Hi' } } }),
      element('c', { component: { name: 'Clock' } }),
    ]
    const page = <Content apiKey="k" content={entry(blocks)} customComponents={[Clock]} />
    const { container, root, errors, whileCollecting } = await hydrateInBrowserBuild(page, () => {
      mode.isBrowser = true
    })
    await whileCollecting(() => new Promise((resolve) => setTimeout(resolve, 0)))
    expect(errors).toEqual([])
    expect(container.querySelector('time')?.textContent).toBe('now')
    expect(loader.getLoadedParts()).toBeUndefined()
    act(() => root.unmount())
  })

  it('hydrate a block with actions once their chunk has loaded: its handler runs', async () => {
    const loader = await freshBrowserLoader()
    const counter = element('n', {
      bindings: { 'component.options.text': "'count ' + state.count" },
      actions: { click: 'state.count = state.count + 1' },
      component: { name: 'Text', options: { text: '' } },
    })
    const page = <Content apiKey="k" content={entry([counter], { count: 1 })} />
    const hydration = await hydrateInBrowserBuild(page, () => {
      mode.isBrowser = true
    })
    const { container, root, errors, whileCollecting } = hydration
    await whileCollecting(async () => {
      await loader.loadParts()
    })
    expect(errors).toEqual([])
    expect(loader.getLoadedParts()).toBeDefined()
    const block = container.querySelector<HTMLElement>('[builder-id="n"]')
    expect(block?.textContent).toBe('count 1')
    await whileCollecting(async () => block?.click())
    expect(block?.textContent).toBe('count 2')
    act(() => root.unmount())
  })

  it('run page-load animations once their chunk has loaded', async () => {
    enableAct()
    const loader = await freshBrowserLoader()
    mode.isBrowser = true
    const animated = element('a', {
      animations: [
        {
          trigger: 'pageLoad',
          steps: [{ styles: { opacity: '0' } }, { styles: { opacity: '1' } }],
          duration: 1,
        },
      ],
    })
    const container = document.createElement('div')
    document.body.appendChild(container)
    const root = createRoot(container)
    await act(async () => root.render(<Content apiKey="k" content={entry([animated])} />))
    await act(async () => {
      await loader.loadParts()
    })
    const block = container.querySelector<HTMLElement>('[builder-id="a"]')
    // Played: the transition to the second step.
    await vi.waitFor(() => {
      expect(block?.style.transition).toContain('all 1s')
      expect(block?.style.opacity).toBe('1')
    })
    act(() => root.unmount())
  })

  it('write the CSS of content the server did not render once their chunk has loaded', async () => {
    enableAct()
    const loader = await freshBrowserLoader()
    mode.isBrowser = true
    const content = entry([element('t', { component: { name: 'Text', options: { text: 'Hi' } } })])
    const container = document.createElement('div')
    document.body.appendChild(container)
    const root = createRoot(container)
    await act(async () => root.render(<Content apiKey="k" content={content} />))
    await act(async () => {
      await loader.loadParts()
    })
    const style = container.querySelector('style[data-id="builderio-content"]')
    expect(style?.textContent).toBe(getContentCss(content))
    expect(style?.textContent).not.toBe('')
    act(() => root.unmount())
  })
})
