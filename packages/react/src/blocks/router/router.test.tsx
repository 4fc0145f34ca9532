// @vitest-environment happy-dom
import type { Block, Entry } from '@tessera/core'
import { act } from 'react'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { sendJson, startRecordingServer } from '../../../../../test-utils/recording-server.ts'
import type {
  RecordedRequest,
  RecordingServer,
} from '../../../../../test-utils/recording-server.ts'
import { Content } from '../../content/content.tsx'
import { entryWith } from '../../testing/content-html.test-support.tsx'
import { hydrateForTest } from '../../testing/render.test-support.tsx'
import type { HydrationResult } from '../../testing/render.test-support.tsx'
import { routerBlock } from './index.ts'
import type { RouteEvent } from './index.ts'

const text = (id: string, value: string, extra = {}): Block => ({
  '@type': '@builder.io/sdk:Element',
  id,
  component: { name: 'Text', options: { text: value } },
  ...extra,
})
const pageOf = (path: string): Entry => ({
  id: `page${path.replace(/\W/g, '-')}`,
  data: {
    blocks: [text('t', `page ${path}`)],
    ...(path === '/titled' && { title: 'Titled page', description: 'All about titles' }),
  },
})

let server: RecordingServer
let delayMs = 0
let running = 0
let mostRunning = 0
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const urlPathOf = (request: RecordedRequest): unknown =>
  (JSON.parse(request.query.get('userAttributes') ?? '{}') as { urlPath?: unknown }).urlPath
const gets = () => server.requests.filter((request) => request.method === 'GET')

beforeAll(async () => {
  server = await startRecordingServer(async (request, res) => {
    if (request.method === 'OPTIONS') {
      res.writeHead(204, {
        'access-control-allow-origin': '*',
        'access-control-allow-headers': '*',
        'access-control-allow-methods': 'GET',
      })
      res.end()
      return
    }
    running += 1
    mostRunning = Math.max(mostRunning, running)
    await sleep(delayMs)
    running -= 1
    const path = String(urlPathOf(request))
    if (path === '/broken') sendJson(res, 500, { error: 'down' })
    else sendJson(res, 200, { results: path === '/missing' ? [] : [pageOf(path)] })
  })
})
afterAll(() => server.close())

let result: HydrationResult | undefined
/** Whether each click reached the window already prevented (then prevents it: no navigation). */
let clicks: boolean[] = []
const guard = (event: Event) => {
  clicks.push(event.defaultPrevented)
  event.preventDefault()
}
beforeEach(() => {
  history.replaceState(null, '', '/')
  server.requests.length = 0
  delayMs = 0
  mostRunning = 0
  clicks = []
  window.addEventListener('click', guard)
})
afterEach(() => {
  result?.unmount()
  result = undefined
  window.removeEventListener('click', guard)
  document.body.innerHTML = ''
  vi.restoreAllMocks()
})

async function mount(options: Record<string, unknown> = {}, data = {}): Promise<HydrationResult> {
  const router: Block = {
    '@type': '@builder.io/sdk:Element',
    id: 'r',
    component: { name: 'Core:Router', options },
    children: [text('home', 'home')],
    ...('onRoute' in data && { bindings: { 'component.options.onRoute': 'state.onRoute' } }),
  }
  const where = text('where', '', {
    bindings: { 'component.options.text': 'state.location ? state.location.pathname : "none"' },
  })
  result = await hydrateForTest(
    <Content
      apiKey="space"
      apiHost={server.origin}
      customComponents={[routerBlock]}
      content={entryWith([router, where])}
      data={data}
    />,
  )
  return result
}
function link(href: string, attributes: Record<string, string> = {}): HTMLAnchorElement {
  const a = document.createElement('a')
  a.setAttribute('href', href)
  for (const [name, value] of Object.entries(attributes)) a.setAttribute(name, value)
  a.textContent = href
  document.body.appendChild(a)
  return a
}
async function click(a: Element, init: MouseEventInit = {}): Promise<void> {
  await act(async () => {
    a.dispatchEvent(
      new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }),
    )
  })
}
async function waitFor(check: () => boolean): Promise<void> {
  for (let i = 0; i < 300 && !check(); i++) await act(() => sleep(10))
}
const shown = (r: HydrationResult) =>
  Array.from(r.container.querySelectorAll('.builder-text')).map((node) => node.textContent)

describe('Core:Router', () => {
  it('hydrates its children without mismatch', async () => {
    const r = await mount()
    expect(r.html).toContain('<div class="builder-text">home</div>')
    expect(r.recoverableErrors).toEqual([])
    expect(r.consoleErrors).toEqual([])
    expect(gets()).toEqual([])
  })

  it('routes a relative link: pushState, one request, new content, loading indicator', async () => {
    delayMs = 50
    const r = await mount()
    await click(link('/about?x=1'))
    expect(clicks).toEqual([true])
    expect(location.pathname + location.search).toBe('/about?x=1')
    expect(r.container.querySelector('.builder-page-loading')).not.toBeNull()
    await waitFor(() => shown(r).includes('page /about'))
    expect(shown(r)).toEqual(['page /about', '/about'])
    expect(r.container.querySelector('.builder-page-loading')).toBeNull()
    expect(gets().map((request) => [request.path, urlPathOf(request)])).toEqual([
      ['/api/v3/content/page', '/about'],
    ])
    expect(gets()[0]?.query.get('apiKey')).toBe('space')
  })

  it("sets the document's title and description from the page shown, and back", async () => {
    document.title = 'Home'
    const meta = document.createElement('meta')
    meta.name = 'description'
    meta.content = 'The home page'
    document.head.appendChild(meta)
    try {
      const r = await mount()
      await click(link('/titled'))
      await waitFor(() => shown(r).includes('page /titled'))
      expect([document.title, meta.content]).toEqual(['Titled page', 'All about titles'])
      await click(link('/about'))
      await waitFor(() => shown(r).includes('page /about'))
      expect([document.title, meta.content]).toEqual(['Home', 'The home page'])
      await act(async () => history.back())
      await waitFor(() => shown(r).includes('page /titled'))
      expect(document.title).toBe('Titled page')
      await act(async () => history.back())
      await waitFor(() => shown(r).includes('home'))
      expect([document.title, meta.content]).toEqual(['Home', 'The home page'])
    } finally {
      meta.remove()
    }
  })

  it('shows the previous content on popstate, from its cache', async () => {
    const r = await mount()
    await click(link('/about'))
    await waitFor(() => shown(r).includes('page /about'))
    await act(async () => history.back())
    await waitFor(() => shown(r).includes('home'))
    expect(location.pathname).toBe('/')
    expect(shown(r)).toEqual(['home', '/'])
    await act(async () => history.forward())
    await waitFor(() => shown(r).includes('page /about'))
    expect(gets()).toHaveLength(1)
  })

  it('ignores external links, modified clicks, other targets, hashes and downloads', async () => {
    await mount()
    await click(link('https://other.test/about'))
    await click(link('/about'), { ctrlKey: true })
    await click(link('/about'), { metaKey: true })
    await click(link('/about'), { button: 1 })
    await click(link('/about', { target: '_blank' }))
    await click(link('#top'))
    await click(link('/report.pdf', { download: '' }))
    expect(clicks).toEqual([false, false, false, false, false, false, false])
    expect(location.pathname).toBe('/')
    expect(gets()).toEqual([])
  })

  it('prefetches hovered links, at most 4 at a time, and navigates from the cache', async () => {
    delayMs = 100
    const r = await mount()
    const links = [1, 2, 3, 4, 5, 6].map((n) => link(`/p${n}`))
    await act(async () => {
      for (const a of links) a.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }))
      links[0]?.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }))
    })
    await waitFor(() => gets().length === 6 && running === 0)
    await act(() => sleep(20))
    expect(mostRunning).toBe(4)
    expect(gets().map(urlPathOf)).toEqual(['/p1', '/p2', '/p3', '/p4', '/p5', '/p6'])
    expect(shown(r)).toEqual(['home', 'none'])
    await click(links[0] as Element)
    await waitFor(() => shown(r).includes('page /p1'))
    expect(gets()).toHaveLength(6)
  })

  it('does not prefetch with preloadOnHover false', async () => {
    await mount({ preloadOnHover: false })
    const a = link('/p1')
    await act(async () => {
      a.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }))
    })
    await act(() => sleep(50))
    expect(gets()).toEqual([])
  })

  it('leaves links alone with handleRouting false', async () => {
    await mount({ handleRouting: false })
    await click(link('/about'))
    expect(clicks).toEqual([false])
    expect(location.pathname).toBe('/')
  })

  it('lets onRoute (from bindings) take over a link', async () => {
    const seen: RouteEvent[] = []
    const onRoute = (event: RouteEvent) => {
      seen.push(event)
      if (event.url === '/stay#x') event.preventDefault()
    }
    const r = await mount({}, { onRoute })
    const stay = link('/stay#x')
    await click(stay)
    expect(clicks).toEqual([true])
    expect(location.pathname).toBe('/')
    expect(seen.map((event) => [event.url, event.anchorNode])).toEqual([['/stay#x', stay]])
    await click(link('/go'))
    await waitFor(() => shown(r).includes('page /go'))
    expect(gets().map(urlPathOf)).toEqual(['/go'])
  })

  it('falls back to a full page load when loading fails or finds no page', async () => {
    const assign = vi.spyOn(location, 'assign').mockImplementation(() => {})
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    await mount()
    await click(link('/broken'))
    await waitFor(() => assign.mock.calls.length === 1)
    expect(assign.mock.calls[0]).toEqual(['http://localhost:3000/broken'])
    expect(String(error.mock.calls[0]?.[0])).toMatch(
      /^\[Tessera\]: Router could not load \/broken: .*; loading the page from the server$/,
    )
    await click(link('/missing'))
    await waitFor(() => assign.mock.calls.length === 2)
    expect(assign.mock.calls[1]).toEqual(['http://localhost:3000/missing'])
    expect(warn.mock.calls).toEqual([
      ['[Tessera]: Router: no page entry for /missing; loading the page from the server'],
    ])
  })
})
