// @vitest-environment happy-dom
import type { Block, Entry } from '@tessera/core'
import { act, Suspense, use } from 'react'
import type { ComponentType } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Content } from '../content/content.tsx'
import { hydrateInBrowserBuild } from '../testing/hydrate-in-browser-build.test-support.tsx'
import { enableAct } from '../testing/render.test-support.tsx'
import { defineBlock } from '../blocks/define-block.ts'
import { builtInComponent } from '../blocks/chunk-component.tsx'
import type * as LoaderModule from './renderer-loader.ts'

type Loader = typeof LoaderModule

// `#renderer` as the server build resolves it while `mode.isBrowser` is false, then as the
// browser build does (its `browser` condition), with the chunk load counted and held until
// `mode.release()`. One promise per test, as the real loader keeps one.
const mode = vi.hoisted(() => ({
  isBrowser: false,
  count: 0,
  release: () => {},
  held: Promise.resolve(),
  loading: undefined as Promise<unknown> | undefined,
  loaded: undefined as unknown,
}))
vi.mock('#renderer', async () => {
  const server: Loader = await import('./renderer-loader.ts')
  const browser: Loader = await import('./renderer-loader.browser.ts')
  type Renderer = Awaited<ReturnType<Loader['loadRenderer']>>
  const load = () => {
    if (!mode.loading) {
      mode.count += 1
      mode.loading = mode.held.then(async () => (mode.loaded = await browser.loadRenderer()))
    }
    return mode.loading as Promise<Renderer>
  }
  return {
    getLoadedRenderer: () =>
      mode.isBrowser ? (mode.loaded as Renderer | undefined) : server.getLoadedRenderer(),
    loadRenderer: () => (mode.isBrowser ? load() : server.loadRenderer()),
    useRenderer: () => (mode.isBrowser ? use(load()) : server.useRenderer()),
  }
})
// `#server-html` and `#server-pieces` likewise: the browser build takes static HTML over from
// the page.
vi.mock('#server-html', async () => {
  const server = await import('./server-html.ts')
  const browser = await import('./server-html.browser.ts')
  return {
    readServerHtml: (id: string) =>
      mode.isBrowser ? browser.readServerHtml(id) : server.readServerHtml(id),
  }
})
vi.mock('#server-pieces', async () => {
  const server = await import('./server-pieces.ts')
  const browser = await import('./server-pieces.browser.ts')
  return {
    readServerPieces: (id: string) =>
      mode.isBrowser ? browser.readServerPieces(id) : server.readServerPieces(id),
  }
})
// `#list-plan` likewise: the browser build writes no static HTML, it only takes it over.
vi.mock('#list-plan', async () => {
  const server = await import('./list-plan.ts')
  const browser = await import('./list-plan.browser.ts')
  type Plan = typeof server.planStaticBlockList
  return {
    planStaticBlockList: (...args: Parameters<Plan>) =>
      (mode.isBrowser ? browser : server).planStaticBlockList(...args),
  }
})

const element = (id: string, rest: Omit<Block, '@type' | 'id'>): Block => ({
  '@type': '@builder.io/sdk:Element',
  id,
  ...rest,
})
const textEntry = (id: string, text: string): Entry => ({
  id: 'static1',
  data: { blocks: [element(id, { component: { name: 'Text', options: { text } } })] },
})
const STATIC = textEntry('t1', 'Hello')
// A Video is not static: its list renders through the React renderer.
const WITH_VIDEO: Entry = {
  id: 'video1',
  data: {
    blocks: [
      element('t1', { component: { name: 'Text', options: { text: 'Intro' } } }),
      element('v1', { component: { name: 'Video', options: { video: '/clip.mp4' } } }),
    ],
  },
}

/** Server HTML with the server loader, then hydration with the browser one. */
function hydrateInBrowser(content: Entry) {
  mode.isBrowser = false
  return hydrateInBrowserBuild(<Content apiKey="key" content={content} />, () => {
    mode.isBrowser = true
  })
}

/** Lets the held chunk load finish. */
async function finishLoading(): Promise<void> {
  mode.release()
  await mode.loading
}

beforeEach(() => {
  mode.count = 0
  mode.loading = undefined
  mode.loaded = undefined
  mode.held = new Promise<void>((resolve) => {
    mode.release = resolve
  })
})
afterEach(() => {
  mode.isBrowser = false
  document.body.innerHTML = ''
})

describe('the React renderer in the browser build', () => {
  it('hydrates static content from its HTML without loading the renderer', async () => {
    const { html, container, root, errors } = await hydrateInBrowser(STATIC)
    expect(mode.count).toBe(0)
    expect(errors).toEqual([])
    expect(container.innerHTML).toBe(html)
    expect(container.querySelector('[builder-id="t1"]')?.textContent).toBe('Hello')
    // Rendering the same content again keeps the HTML taken over, still without the chunk, even
    // with a registry recreated by the re-render (inline customComponents).
    await act(async () => root.render(<Content apiKey="key" content={STATIC} />))
    const extra = () => [defineBlock({ name: 'Extra', component: () => null })]
    await act(async () =>
      root.render(<Content apiKey="key" content={STATIC} customComponents={extra()} />),
    )
    await act(async () =>
      root.render(<Content apiKey="key" content={STATIC} customComponents={extra()} />),
    )
    expect(mode.count).toBe(0)
    expect(container.innerHTML).toBe(html)
    act(() => root.unmount())
  })

  it('loads the renderer to render static content the server did not send, through React', async () => {
    const { root, container, errors, whileCollecting } = await hydrateInBrowser(STATIC)
    const next = textEntry('t2', 'Next page')
    await whileCollecting(async () => root.render(<Content apiKey="key" content={next} />))
    expect(mode.count).toBe(1)
    await whileCollecting(finishLoading)
    expect(errors).toEqual([])
    expect(container.querySelector('[builder-id="t2"]')?.textContent).toBe('Next page')
    expect(container.querySelector('[builder-id="t1"]')).toBeNull()
    // Not one HTML string: the browser build has no static writer.
    expect(container.querySelector('[data-tessera-html]')).toBeNull()
    // The content's CSS is written for the new content (the server's text was for the old one).
    expect(container.querySelector('style[data-id="builderio-content"]')?.textContent).toContain(
      '.builder-text',
    )
    act(() => root.unmount())
  })

  it('keeps the server HTML while the renderer loads, then hydrates without mismatch', async () => {
    const { html, container, root, errors, whileCollecting } = await hydrateInBrowser(WITH_VIDEO)
    expect(html).toContain('<video')
    expect(mode.count).toBe(1)
    // The server HTML as the DOM holds it (`<source/>` reads back as `<source>`).
    const parsed = document.createElement('div')
    parsed.innerHTML = html
    expect(container.innerHTML).toBe(parsed.innerHTML)
    await whileCollecting(finishLoading)
    expect(errors).toEqual([])
    expect(container.querySelector('[builder-id="v1"] video')).not.toBeNull()
    expect(container.querySelector('[builder-id="t1"]')?.textContent).toBe('Intro')
    act(() => root.unmount())
  })
})

describe('a mixed list hydrated in the browser build', () => {
  // A static custom block in a Section, beside a Video (not static): the list is mixed.
  let builds = 0
  const Counted = defineBlock({
    name: 'Counted',
    component: () => <b>counted</b>,
    renderHtml: () => {
      builds += 1
      return '<b>counted</b>'
    },
  })
  const customComponents = [Counted]
  const section = (id: string) =>
    element(id, {
      component: { name: 'Core:Section', options: {} },
      children: [element(`${id}k`, { component: { name: 'Counted' } })],
      responsiveStyles: { large: { marginTop: '8px' } },
    })
  const video = element('v1', { component: { name: 'Video', options: { video: '/clip.mp4' } } })
  const MIXED: Entry = { id: 'mixed1', data: { blocks: [section('s1'), video, section('s2')] } }
  const render = (content: Entry) => (
    <Content apiKey="key" content={content} customComponents={customComponents} />
  )

  it('takes its static blocks over from the page: their content is not written again', async () => {
    builds = 0
    mode.isBrowser = false
    const result = await hydrateInBrowserBuild(render(MIXED), () => {
      mode.isBrowser = true
    })
    const { html, container, root, errors, whileCollecting } = result
    expect(builds).toBe(2)
    // Each static block's wrapper is marked with the list's id and its index.
    const marked = [...container.querySelectorAll('[data-tessera-html]')]
    expect(marked.map((node) => node.getAttribute('builder-id'))).toEqual(['s1', 's2'])
    const [first, second] = marked.map((node) => node.getAttribute('data-tessera-html') ?? '')
    expect(first).toMatch(/#0$/)
    expect(second).toBe(`${first?.slice(0, -2)}#2`)
    await whileCollecting(finishLoading)
    expect(errors).toEqual([])
    expect(builds).toBe(2)
    const parsed = document.createElement('div')
    parsed.innerHTML = html
    expect(container.innerHTML).toBe(parsed.innerHTML)
    expect(container.querySelector('[builder-id="v1"] video')).not.toBeNull()
    // Other content renders through React in the browser: its static block is not written.
    const next: Entry = { id: 'mixed2', data: { blocks: [video, section('s3')] } }
    await whileCollecting(async () => root.render(render(next)))
    expect(errors).toEqual([])
    expect(builds).toBe(2)
    expect(container.querySelector('[data-tessera-html]')).toBeNull()
    expect(container.querySelector('[builder-id="s3k"] b')?.textContent).toBe('counted')
    expect(container.querySelector('[builder-id="s1"]')).toBeNull()
    act(() => root.unmount())
  })
})

describe('builtInComponent', () => {
  it('is the real component when the renderer is at hand (servers, tests)', async () => {
    const { BUILT_IN_COMPONENTS } = await import('../blocks/built-in-components.ts')
    expect(builtInComponent('Text')).toBe(BUILT_IN_COMPONENTS.Text)
  })

  it('in the browser build, renders the real component once the chunk has loaded', async () => {
    enableAct()
    mode.isBrowser = true
    // Text reads only `text`; the builder props are left out here.
    const Text = builtInComponent('Text') as unknown as ComponentType<{ text: string }>
    expect(Text.displayName).toBe('Text')
    const container = document.createElement('div')
    document.body.appendChild(container)
    const root = createRoot(container)
    await act(async () => {
      root.render(
        <Suspense fallback={<i>loading</i>}>
          <Text text="<b>bold</b>" />
        </Suspense>,
      )
    })
    expect(container.innerHTML).toBe('<i>loading</i>')
    expect(mode.count).toBe(1)
    await act(finishLoading)
    expect(container.innerHTML).toBe('<div class="builder-text"><b>bold</b></div>')
    act(() => root.unmount())
  })
})
