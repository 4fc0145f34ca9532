// @vitest-environment happy-dom
import type { Block, Entry } from '@tessera/core'
import { act } from 'react'
import { renderToString } from 'react-dom/server'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { sendJson, startRecordingServer } from '../../../../../test-utils/recording-server.ts'
import type { Handler, RecordingServer } from '../../../../../test-utils/recording-server.ts'
import { Content } from '../../content/content.tsx'
import { renderBlocksHtml } from '../../testing/content-html.test-support.tsx'
import { hydrateForTest } from '../../testing/render.test-support.tsx'
import { slotBlock } from '../slot/index.ts'
import { symbolBlock } from './index.ts'

const el = (id: string, name: string, options: Record<string, unknown>, extra = {}): Block => ({
  '@type': '@builder.io/sdk:Element',
  id,
  component: { name, options },
  ...extra,
})
const shows = (id: string, code: string): Block =>
  el(id, 'Text', { text: '' }, { bindings: { 'component.options.text': code } })
const symbolEntry = (id: string, blocks: Block[], state = {}): Entry => ({
  id,
  data: { state, blocks },
})
const components = [symbolBlock, slotBlock]

let server: RecordingServer
/** Answers CORS preflights (happy-dom sends them), `handler` the rest. */
function serve(handler: Handler): void {
  server.setHandler((request, res) => {
    if (request.method !== 'OPTIONS') return handler(request, res)
    res.writeHead(204, {
      'access-control-allow-origin': '*',
      'access-control-allow-headers': '*',
      'access-control-allow-methods': 'GET',
    })
    res.end()
  })
}
beforeAll(async () => {
  server = await startRecordingServer()
})
afterAll(() => server.close())
afterEach(() => {
  server.requests.length = 0
  vi.restoreAllMocks()
})

/** Lets React and the network work until `check` passes (at most 2 s). */
async function waitFor(check: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !check(); i++) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)))
  }
}

describe('Symbol', () => {
  it('renders inlined content with instance data over its default state and symbolId', () => {
    const content = symbolEntry(
      'e1',
      [shows('t', 'state.title + "|" + state.other + "|" + context.symbolId + "|" + context.page')],
      {
        title: 'default',
        other: 'own',
      },
    )
    const html = renderBlocksHtml(
      [
        el('s1', 'Symbol', {
          symbol: { model: 'header', entry: 'e1', data: { title: 'Hi' }, content },
        }),
      ],
      { customComponents: components, context: { page: 'home' } },
    )
    // The bound block is written as HTML: its list carries the static-list marker.
    const unmarked = html.replace(/ data-tessera-html="[^"]*"/, '')
    expect(unmarked.replace(/<style data-id="builderio-content">[^<]*<\/style>/, '')).toBe(
      '<div class="s1 builder-block builder-symbol" builder-id="s1">' +
        '<div builder-content-id="e1" builder-model="header" class="variant-e1">' +
        '<div class="builder-blocks">' +
        '<div class="t builder-block" builder-id="t"><div class="builder-text">Hi|own|s1|home</div></div>' +
        '</div></div></div>',
    )
  })

  it('adds the inline and dynamic classes', () => {
    const html = renderBlocksHtml(
      [el('s1', 'Symbol', { symbol: { inline: true, dynamic: true } })],
      { customComponents: components },
    )
    expect(html).toBe(
      '<div class="s1 builder-block builder-symbol builder-inline-symbol builder-dynamic-symbol" builder-id="s1"></div>',
    )
  })

  it('passes the parent state only with inheritState, and the parent local state always', () => {
    const content = symbolEntry('e1', [shows('t', 'String(state.outer) + "|" + state.$index')])
    const entry = (inheritState: boolean): Entry => ({
      id: 'page',
      data: {
        state: { outer: 'parent', list: ['a'] },
        blocks: [
          el(
            's1',
            'Symbol',
            { symbol: { content }, inheritState },
            {
              repeat: { collection: 'state.list' },
            },
          ),
        ],
      },
    })
    const render = (inheritState: boolean) =>
      renderToString(
        <Content apiKey="k" content={entry(inheritState)} customComponents={components} />,
      )
    expect(render(true)).toContain('<div class="builder-text">parent|0</div>')
    expect(render(false)).toContain('<div class="builder-text">undefined|0</div>')
  })

  it('renders its children instead of the content with useChildren', () => {
    const html = renderBlocksHtml(
      [
        el(
          's1',
          'Symbol',
          { useChildren: true, symbol: { content: symbolEntry('e1', []) } },
          {
            children: [el('kid', 'Text', { text: 'kid' })],
          },
        ),
      ],
      { customComponents: components },
    )
    expect(html).toContain('builder-symbol" builder-id="s1"><div class="kid builder-block"')
    expect(html).not.toContain('builder-content-id')
  })

  it('hydrates inlined content without mismatch and fetches nothing', async () => {
    const content = symbolEntry('e1', [shows('t', 'state.title')], { title: 'x' })
    const result = await hydrateForTest(
      <Content
        apiKey="k"
        apiHost={server.origin}
        customComponents={components}
        content={symbolEntry('page', [
          el('s1', 'Symbol', { symbol: { entry: 'e1', content, data: { title: 'Hi' } } }),
        ])}
      />,
    )
    expect(result.recoverableErrors).toEqual([])
    expect(result.consoleErrors).toEqual([])
    expect(result.container.querySelector('.builder-text')?.textContent).toBe('Hi')
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(server.requests).toEqual([])
    result.unmount()
  })

  it('fetches content that is not inlined after mount, by model and entry id', async () => {
    const fetched = symbolEntry('e9', [shows('t', '"fetched " + state.title')])
    serve((_request, res) => sendJson(res, 200, { results: [fetched] }))
    const page = symbolEntry('page', [
      el('s1', 'Symbol', { symbol: { model: 'footer', entry: 'e9', data: { title: 'T' } } }),
    ])
    const element = (
      <Content
        apiKey="space-key"
        apiHost={server.origin}
        customComponents={components}
        content={page}
      />
    )
    const result = await hydrateForTest(element)
    expect(result.html).toContain(
      '<div class="s1 builder-block builder-symbol" builder-id="s1"></div>',
    )
    expect(result.recoverableErrors).toEqual([])
    expect(result.consoleErrors).toEqual([])
    await waitFor(() => result.container.querySelector('.builder-text') !== null)
    expect(result.container.querySelector('.builder-text')?.textContent).toBe('fetched T')
    const gets = server.requests.filter((request) => request.method === 'GET')
    expect(gets).toHaveLength(1)
    expect(gets[0]?.path).toBe('/api/v3/content/footer')
    expect(gets[0]?.query.get('query.id')).toBe('"e9"')
    expect(gets[0]?.query.get('apiKey')).toBe('space-key')
    expect(gets[0]?.query.get('limit')).toBe('1')
    result.unmount()
  })

  it('fetches a global symbol with its owner key', async () => {
    serve((_request, res) => sendJson(res, 200, { results: [symbolEntry('g', [])] }))
    const page = symbolEntry('page', [
      el('s1', 'Symbol', {
        symbol: { model: 'symbol', entry: 'g', global: true, ownerId: 'owner' },
      }),
    ])
    const result = await hydrateForTest(
      <Content
        apiKey="space-key"
        apiHost={server.origin}
        customComponents={components}
        content={page}
      />,
    )
    await waitFor(() => result.container.querySelector('[builder-content-id="g"]') !== null)
    const gets = server.requests.filter((request) => request.method === 'GET')
    expect(gets.map((request) => request.query.get('apiKey'))).toEqual(['owner'])
    result.unmount()
  })

  it('logs a failed fetch once and stays empty', async () => {
    serve((_request, res) => sendJson(res, 500, { error: 'boom' }))
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const page = symbolEntry('page', [el('s1', 'Symbol', { symbol: { entry: 'bad' } })])
    const result = await hydrateForTest(
      <Content apiKey="k" apiHost={server.origin} customComponents={components} content={page} />,
    )
    await waitFor(() => warn.mock.calls.length > 0)
    expect(warn).toHaveBeenCalledTimes(1)
    expect(String(warn.mock.calls[0]?.[0])).toMatch(
      /^\[Tessera\]: Could not load symbol "bad" of model "symbol": /,
    )
    expect(result.container.querySelector('.builder-symbol')?.innerHTML).toBe('')
    result.unmount()
  })

  it('renders a symbol placed in a slot of itself (no recursion), server and browser', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const card = symbolEntry('card', [el('slot', 'Slot', { name: 'content' })])
    const instance = (id: string, inside: Block[]) =>
      el(id, 'Symbol', { symbol: { entry: 'card', data: { content: inside }, content: card } })
    const page = symbolEntry('page', [
      instance('outer', [instance('inner', [el('t', 'Text', { text: 'deep' })])]),
    ])
    const result = await hydrateForTest(
      <Content apiKey="k" customComponents={components} content={page} />,
    )
    expect(result.html).toContain('deep')
    expect(result.consoleErrors).toEqual([])
    expect(result.container.querySelectorAll('.builder-symbol')).toHaveLength(2)
    expect(result.container.querySelector('.builder-text')?.textContent).toBe('deep')
    expect(warn).not.toHaveBeenCalled()
    result.unmount()
  })

  it('refuses a symbol that includes itself', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    // The fetched entry holds a Symbol block of itself.
    const self = symbolEntry('loop', [
      el('inner', 'Symbol', { symbol: { entry: 'loop' } }),
      el('t', 'Text', { text: 'once' }),
    ])
    serve((_request, res) => sendJson(res, 200, { results: [self] }))
    const page = symbolEntry('page', [el('s1', 'Symbol', { symbol: { entry: 'loop' } })])
    const result = await hydrateForTest(
      <Content apiKey="k" apiHost={server.origin} customComponents={components} content={page} />,
    )
    await waitFor(() => warn.mock.calls.length > 0)
    await act(() => new Promise((resolve) => setTimeout(resolve, 300))) // time for a 2nd fetch
    expect(result.container.querySelectorAll('.builder-text')).toHaveLength(1)
    expect(server.requests.filter((request) => request.method === 'GET')).toHaveLength(1)
    expect(warn.mock.calls.map((call) => call[0])).toEqual([
      '[Tessera]: Symbol "loop" includes itself; it is not rendered',
    ])
    result.unmount()
  })
})
