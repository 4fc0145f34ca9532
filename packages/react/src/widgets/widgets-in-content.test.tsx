// @vitest-environment happy-dom
import type { Block } from '@tessera/core'
import { act, Suspense } from 'react'
import type { ComponentType } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Content } from '../content/content.tsx'
import { widgetComponent } from '../lazy/widget-component.tsx'
import type * as LoaderModule from '../lazy/widget-loader.ts'
import { entryWith } from '../testing/content-html.tsx'
import { enableAct, hydrateForTest } from '../testing/render-for-test.tsx'
import { WIDGET_BLOCKS } from './built-in-widgets.ts'

type Loader = typeof LoaderModule

// `#widgets` as the server build resolves it, or, with `mode.isBrowser`, as the browser build
// does (one dynamic import per widget).
const mode = vi.hoisted(() => ({ isBrowser: false }))
vi.mock('#widgets', async () => {
  const server: Loader = await import('../lazy/widget-loader.ts')
  const browser: Loader = await import('../lazy/widget-loader.browser.ts')
  return {
    getLoadedWidget: (name: Parameters<Loader['getLoadedWidget']>[0]) =>
      (mode.isBrowser ? browser : server).getLoadedWidget(name),
    useWidget: (name: Parameters<Loader['useWidget']>[0]) =>
      (mode.isBrowser ? browser : server).useWidget(name),
  }
})

afterEach(() => {
  mode.isBrowser = false
  document.body.innerHTML = ''
})

const widget = (id: string, name: string, options: Record<string, unknown>): Block => ({
  '@type': '@builder.io/sdk:Element',
  id,
  component: { name, options },
})
const text = (id: string, value: string): Block => widget(id, 'Text', { text: value })

describe('the widgets in the default registry', () => {
  it('render by name in <Content>, on the server and through hydration', async () => {
    expect(WIDGET_BLOCKS.map((block) => block.name)).toEqual([
      'Builder:Accordion',
      'Builder: Tabs',
      'Builder:Carousel',
      'Builder:Masonry',
    ])
    const content = entryWith([
      widget('a', 'Builder:Accordion', { items: [{ title: [text('at', 'Q')], detail: [] }] }),
      widget('t', 'Builder: Tabs', { tabs: [{ label: [text('tl', 'L')], content: [] }] }),
      widget('c', 'Builder:Carousel', { slides: [{ content: [text('s1', 'One')] }] }),
      widget('m', 'Builder:Masonry', { useChildrenForTiles: false, tiles: [] }),
    ])
    const hydrated = await hydrateForTest(<Content apiKey="key" content={content} />)
    for (const marker of ['builder-accordion', 'builder-tabs-wrap', 'builder-carousel']) {
      expect(hydrated.html).toContain(marker)
    }
    expect(hydrated.html).toContain('builder-masonry')
    expect(hydrated.recoverableErrors).toEqual([])
    expect(hydrated.consoleErrors).toEqual([])
    act(() => hydrated.root.unmount())
  })

  it('in the browser build, load only the widget a page renders, from its own chunk', async () => {
    enableAct()
    mode.isBrowser = true
    const Tabs = widgetComponent('Builder: Tabs') as unknown as ComponentType<object>
    expect(Tabs.displayName).toBe('Builder: Tabs')
    const browser: Loader = await import('../lazy/widget-loader.browser.ts')
    expect(browser.getLoadedWidget('Builder: Tabs')).toBeUndefined()
    const container = document.createElement('div')
    document.body.appendChild(container)
    const root = createRoot(container)
    const block = widget('t', 'Builder: Tabs', {})
    // No tabs: the widget renders its empty header, needing nothing of the context.
    await act(async () => {
      root.render(
        <Suspense fallback={<i>loading</i>}>
          <Tabs {...{ builderBlock: block, tabs: [], builderContext: undefined }} />
        </Suspense>,
      )
    })
    await vi.waitFor(() => expect(browser.getLoadedWidget('Builder: Tabs')).toBeDefined())
    expect(browser.getLoadedWidget('Builder:Carousel')).toBeUndefined()
    expect(browser.getLoadedWidget('Builder:Accordion')).toBeUndefined()
    expect(browser.getLoadedWidget('Builder:Masonry')).toBeUndefined()
    act(() => root.unmount())
  })
})
