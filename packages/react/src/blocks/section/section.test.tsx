// @vitest-environment happy-dom
import type { Block } from '@tessera/core'
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Content } from '../../content/content.tsx'
import { renderBlocksBothWays } from '../../static-html/render-both-ways.test-support.tsx'
import { entryWith, renderBlocksHtml } from '../../testing/content-html.test-support.tsx'
import { enableAct, hydrateForTest } from '../../testing/render.test-support.tsx'

const section = (options: Record<string, unknown>): Block => ({
  '@type': '@builder.io/sdk:Element',
  id: 's',
  component: { name: 'Core:Section', options },
  children: [{ '@type': '@builder.io/sdk:Element', id: 'kid' }],
})

afterEach(() => {
  document.body.innerHTML = ''
  vi.unstubAllGlobals()
})

describe('Core:Section', () => {
  it('renders a centred section with max width 1200 by default', () => {
    expect(renderBlocksHtml([section({})])).toBe(
      '<div class="s builder-block" builder-id="s"><section class="builder-section" style="max-width:1200px"><div class="kid builder-block" builder-id="kid"></div></section></div>',
    )
    expect(renderBlocksHtml([section({ maxWidth: 800 })])).toContain('max-width:800px')
  })

  it('keeps lazy children in server HTML and through hydration', async () => {
    expect(renderBlocksHtml([section({ lazyLoad: true })])).toContain('builder-id="kid"')
    const result = await hydrateForTest(
      <Content apiKey="key" content={entryWith([section({ lazyLoad: true })])} />,
    )
    expect(result.consoleErrors).toEqual([])
    expect(result.container.querySelector('[builder-id="kid"]')).not.toBeNull()
    result.unmount()
  })

  it('defers lazy children of a client render until the section is visible', async () => {
    enableAct()
    let notify: ((entries: Array<{ isIntersecting: boolean }>) => void) | undefined
    const observe = vi.fn()
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: typeof notify) {
          notify = callback
        }
        observe = observe
        disconnect() {}
      },
    )
    const container = document.createElement('div')
    document.body.appendChild(container)
    await act(async () =>
      createRoot(container).render(
        <Content apiKey="key" content={entryWith([section({ lazyLoad: true })])} />,
      ),
    )
    expect(container.querySelector('section')?.children).toHaveLength(0)
    expect(observe).toHaveBeenCalledWith(container.querySelector('section'))
    await act(async () => notify?.([{ isIntersecting: true }]))
    expect(container.querySelector('[builder-id="kid"]')).not.toBeNull()
  })
})

const sectionWith = (options: Record<string, unknown>): Block => ({
  '@type': '@builder.io/sdk:Element',
  id: 's',
  component: { name: 'Core:Section', options },
  children: [{ '@type': '@builder.io/sdk:Element', id: 'kid' }],
})

describe('Core:Section static HTML', () => {
  it('renders the section with its max width and children as React does', () => {
    for (const options of [
      {},
      { maxWidth: 800 },
      { maxWidth: 0 },
      { maxWidth: '9' },
      { lazyLoad: false },
    ]) {
      const result = renderBlocksBothWays([sectionWith(options)])
      expect(result.fast).toBe(result.slow)
      expect(result.fastLists).toBe(1)
    }
    expect(renderBlocksBothWays([sectionWith({ maxWidth: 800 })]).fast).toContain(
      '<section class="builder-section" style="max-width:800px">',
    )
  })

  it('leaves lazy sections to React (a client render defers their children)', () => {
    const result = renderBlocksBothWays([sectionWith({ lazyLoad: true })])
    expect(result.fast).toBe(result.slow)
    expect(result.fastLists).toBe(0)
  })
})
