// @vitest-environment happy-dom
import type { Block, Entry } from '@tessera/core'
import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Content } from './content.tsx'
import { hydrateInBrowserBuild } from '../testing/hydrate-in-browser-build.test-support.tsx'
import type * as LoaderModule from '../../../core/src/evaluator/evaluator-loader.ts'

type Loader = typeof LoaderModule

// `@tessera/core/evaluator-loader` as the server build resolves it while `mode.isBrowser` is
// false, then as the browser build does (its `browser` condition), with a load held until
// `mode.release()`.
const mode = vi.hoisted(() => {
  const state = { isBrowser: false, release: () => {}, held: Promise.resolve() }
  state.held = new Promise<void>((resolve) => {
    state.release = resolve
  })
  return state
})
const loads = vi.hoisted(() => ({ count: 0 }))
vi.mock('@tessera/core/evaluator-loader', async () => {
  const server = await vi.importActual<Loader>('@tessera/core/evaluator-loader')
  const browser: Loader = await import('../../../core/src/evaluator/evaluator-loader.browser.ts')
  return {
    getLoadedEvaluator: () => (mode.isBrowser ? browser : server).getLoadedEvaluator(),
    loadEvaluator: async () => {
      if (!mode.isBrowser) return server.loadEvaluator()
      loads.count += 1
      await mode.held
      return browser.loadEvaluator()
    },
  }
})

const element = (id: string, rest: Omit<Block, '@type' | 'id'>): Block => ({
  '@type': '@builder.io/sdk:Element',
  id,
  ...rest,
})

const WITH_BINDINGS: Entry = {
  id: 'lazy1',
  data: {
    state: { count: 1 },
    blocks: [
      element('count', {
        bindings: { 'component.options.text': "'count ' + state.count" },
        actions: { click: 'state.count = state.count + 1' },
        component: { name: 'Text', options: { text: '' } },
      }),
    ],
  },
}

const WITHOUT_CODE: Entry = {
  id: 'lazy2',
  data: { blocks: [element('plain', { component: { name: 'Text', options: { text: 'Hi' } } })] },
}

/** Server HTML with the server loader, then hydration with the browser one. */
function hydrateInBrowser(content: Entry) {
  mode.isBrowser = false
  return hydrateInBrowserBuild(<Content apiKey="key" content={content} />, () => {
    mode.isBrowser = true
  })
}

afterEach(() => {
  document.body.innerHTML = ''
})

describe('withEvaluator in the browser build', () => {
  it('hydrates content without code at once, never loading the evaluator', async () => {
    const { html, container, root, errors } = await hydrateInBrowser(WITHOUT_CODE)
    expect(loads.count).toBe(0)
    expect(errors).toEqual([])
    expect(container.innerHTML).toBe(html)
    expect(container.querySelector('[builder-id="plain"]')?.textContent).toBe('Hi')
    act(() => root.unmount())
  })

  it('keeps the server HTML while the evaluator loads, then hydrates bindings without mismatch', async () => {
    const { html, container, root, errors, whileCollecting } = await hydrateInBrowser(WITH_BINDINGS)
    expect(html).toContain('count 1')
    expect(loads.count).toBe(1)
    expect(container.innerHTML).toBe(html)
    await whileCollecting(async () => {
      mode.release()
      await mode.held
    })
    expect(errors).toEqual([])
    const block = container.querySelector<HTMLElement>('[builder-id="count"]')
    expect(block?.textContent).toBe('count 1')
    await act(async () => block?.click())
    expect(container.querySelector('[builder-id="count"]')?.textContent).toBe('count 2')
    act(() => root.unmount())
  })
})
