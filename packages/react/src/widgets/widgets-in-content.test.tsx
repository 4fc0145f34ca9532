// @vitest-environment happy-dom
import type { Block } from '@tessera/core'
import { act, Suspense } from 'react'
import type { ComponentType } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Content } from '../content/content.tsx'
import { widgetComponent } from './chunk-component.tsx'
import type * as RendererLoaderModule from '../chunks/renderer-loader.ts'
import type * as LoaderModule from '../chunks/widget-loader.ts'
import { defineBlock } from '../blocks/define-block.ts'
import { entryWith } from '../testing/content-html.test-support.tsx'
import { hydrateInBrowserBuild } from '../testing/hydrate-in-browser-build.test-support.tsx'
import { enableAct, hydrateForTest } from '../testing/render.test-support.tsx'
import { Accordion as RealAccordion } from './accordion/accordion.tsx'
import { WIDGET_BLOCKS } from './built-in-widgets.ts'
import { Tabs as RealTabs } from './tabs/tabs.tsx'

type Loader = typeof LoaderModule
type RendererLoader = typeof RendererLoaderModule

// `#widgets` as the server build resolves it, or, with `mode.isBrowser`, as the browser build
// does (one dynamic import per widget): `mode.widgets` when a test set it, else the module.
const mode = vi.hoisted(() => ({
  isBrowser: false,
  widgets: undefined as unknown,
  renderer: undefined as unknown,
}))
vi.mock('#widgets', async () => {
  const server: Loader = await import('../chunks/widget-loader.ts')
  const browser: Loader = await import('../chunks/widget-loader.browser.ts')
  const pick = () => (mode.isBrowser ? ((mode.widgets as Loader | undefined) ?? browser) : server)
  return {
    getLoadedWidget: (name: Parameters<Loader['getLoadedWidget']>[0]) =>
      pick().getLoadedWidget(name),
    useWidget: (name: Parameters<Loader['useWidget']>[0]) => pick().useWidget(name),
  }
})
// `#renderer`, `#server-html` and `#server-pieces` likewise, for content hydrated as the browser build does it.
vi.mock('#renderer', async () => {
  const server: RendererLoader = await import('../chunks/renderer-loader.ts')
  const browser: RendererLoader = await import('../chunks/renderer-loader.browser.ts')
  const pick = () =>
    mode.isBrowser ? ((mode.renderer as RendererLoader | undefined) ?? browser) : server
  return {
    getLoadedRenderer: () => pick().getLoadedRenderer(),
    loadRenderer: () => pick().loadRenderer(),
    useRenderer: () => pick().useRenderer(),
  }
})
vi.mock('#server-html', async () => {
  const server = await import('../chunks/server-html.ts')
  const browser = await import('../chunks/server-html.browser.ts')
  return {
    readServerHtml: (id: string) => (mode.isBrowser ? browser : server).readServerHtml(id),
  }
})
vi.mock('#server-pieces', async () => {
  const server = await import('../chunks/server-pieces.ts')
  const browser = await import('../chunks/server-pieces.browser.ts')
  return {
    readServerPieces: (id: string) => (mode.isBrowser ? browser : server).readServerPieces(id),
  }
})

let instances = 0
/**
 * Another instance of the module at `path` (a query makes it another module; what it imports is
 * shared): a browser loader whose chunks are not loaded yet, whatever other tests loaded.
 */
async function freshInstance<T>(path: string): Promise<T> {
  instances += 1
  const url = `${path}?instance=${instances}`
  return (await import(/* @vite-ignore */ url)) as T
}

afterEach(() => {
  mode.isBrowser = false
  mode.widgets = undefined
  mode.renderer = undefined
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
    const browser: Loader = await import('../chunks/widget-loader.browser.ts')
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

/**
 * Content with a `Builder: Tabs` (two tabs) and a `Builder:Accordion`, server-rendered, then
 * hydrated as the browser build does it (`#widgets`, `#renderer` and `#server-html` browser
 * loaders, fresh, so no chunk is loaded yet; the widgets' definitions made in browser mode, so
 * their components are the lazy stand-ins), once every chunk has loaded. `console.error` is
 * spied on meanwhile.
 */
async function hydrateWidgetsInBrowser() {
  const widgets = await freshInstance<Loader>('../chunks/widget-loader.browser.ts')
  const renderer = await freshInstance<RendererLoader>('../chunks/renderer-loader.browser.ts')
  // The renderer chunk's module, transformed beforehand: a first transform by the test runner
  // outlasts the act() windows below, and React then reports a load outside act().
  await import('../chunks/renderer.browser.ts')
  mode.widgets = widgets
  mode.renderer = renderer
  mode.isBrowser = true
  const customComponents = (['Builder: Tabs', 'Builder:Accordion'] as const).map((name) =>
    defineBlock({ name, component: widgetComponent(name) }),
  )
  expect(customComponents.map((each) => (each.component as ComponentType).displayName)).toEqual([
    'Builder: Tabs',
    'Builder:Accordion',
  ])
  mode.isBrowser = false
  const tab = (n: number) => ({
    label: [text(`l${n}`, `Tab ${n}`)],
    content: [text(`c${n}`, `Content ${n}`)],
  })
  const content = entryWith([
    widget('t', 'Builder: Tabs', { tabs: [tab(1), tab(2)] }),
    widget('a', 'Builder:Accordion', {
      items: [{ title: [text('q', 'Question')], detail: [text('r', 'Answer')] }],
    }),
  ])
  const element = <Content apiKey="key" content={content} customComponents={customComponents} />
  const consoleError = vi.spyOn(console, 'error')
  const hydration = await hydrateInBrowserBuild(element, () => {
    mode.isBrowser = true
  })
  expect(hydration.html).toContain('role="tablist"')
  expect(hydration.html).toContain('builder-accordion')
  // Hydrating loads the renderer chunk, then the widgets' chunks.
  await vi.waitFor(async () => {
    await hydration.whileCollecting(async () => {})
    expect(widgets.getLoadedWidget('Builder: Tabs')).toBe(RealTabs)
    expect(widgets.getLoadedWidget('Builder:Accordion')).toBe(RealAccordion)
  })
  await hydration.whileCollecting(async () => {})
  expect(renderer.getLoadedRenderer()).toBeDefined()
  expect(widgets.getLoadedWidget('Builder:Carousel')).toBeUndefined()
  return { ...hydration, consoleError }
}

describe('the widgets hydrated as the browser build does it', () => {
  it('hydrate without errors once their chunks load, and work', async () => {
    const { container, root, errors, whileCollecting, consoleError } =
      await hydrateWidgetsInBrowser()
    // Recoverable errors (mismatches) and console.error calls, while hydrating and loading.
    expect(errors).toEqual([])
    expect(consoleError).not.toHaveBeenCalled()
    const tabs = Array.from(container.querySelectorAll<HTMLElement>('[role="tab"]'))
    const panel = () => container.querySelector('[role="tabpanel"]')
    expect(panel()?.textContent).toBe('Content 1')
    expect(tabs[0]?.getAttribute('aria-controls')).toBe(panel()?.id)
    await whileCollecting(async () => tabs[1]?.click())
    expect(tabs.map((each) => each.getAttribute('aria-selected'))).toEqual(['false', 'true'])
    expect(panel()?.textContent).toBe('Content 2')
    expect(panel()?.getAttribute('aria-labelledby')).toBe(tabs[1]?.id)
    expect(tabs[1]?.getAttribute('aria-controls')).toBe(panel()?.id)
    const title = container.querySelector<HTMLElement>('.builder-accordion [role="button"]')
    await whileCollecting(async () => title?.click())
    expect(container.querySelector('.builder-accordion-detail')?.textContent).toBe('Answer')
    expect(errors).toEqual([])
    expect(consoleError).not.toHaveBeenCalled()
    consoleError.mockRestore()
    act(() => root.unmount())
  })

  // <Content> switches its context to "in the browser" in a transition after hydration
  // (useHydratedInTransition); a synchronous switch would reach the widgets' Suspense boundaries
  // while they wait for their chunks, and React would render them again from scratch (new useId
  // ids, no Suspense markers) without reporting it.
  it('keep the server HTML as it was (ids from useId, aria-controls…)', async () => {
    const { html, container, root, consoleError } = await hydrateWidgetsInBrowser()
    consoleError.mockRestore()
    try {
      expect(container.innerHTML).toBe(html)
    } finally {
      act(() => root.unmount())
    }
  })
})
