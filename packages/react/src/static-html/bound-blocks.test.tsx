// @vitest-environment happy-dom
import type { Block, Entry } from '@tessera/core'
import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Content } from '../content/content.tsx'
import { defineBlock } from '../blocks/define-block.ts'
import { hydrateForTest } from '../testing/render.test-support.tsx'
import { renderBlocksBothWays } from './render-both-ways.test-support.tsx'
import { STATIC_LIST_ATTRIBUTE } from './static-list-attribute.ts'

// `#server-html` as browser builds resolve it: hydration takes the server's list HTML over.
vi.mock('#server-html', () => import('../chunks/server-html.browser.ts'))

const text = (id: string, value: string, extra: Partial<Block> = {}): Block => ({
  '@type': '@builder.io/sdk:Element',
  id,
  component: { name: 'Text', options: { text: value } },
  responsiveStyles: { large: { marginTop: '4px' } },
  ...extra,
})
const BOUND = text('b', 'unbound', { bindings: { 'component.options.text': 'state.word' } })
const BLOCKS: Block[] = [
  text('s', 'static'),
  BOUND,
  {
    '@type': '@builder.io/sdk:Element',
    id: 'c',
    component: {
      name: 'Columns',
      options: { columns: [{ blocks: [text('n', 'x', { bindings: { hide: 'state.hidden' } })] }] },
    },
  },
]
const entry = (blocks: Block[]): Entry => ({
  id: 'c1',
  data: { blocks, state: { word: 'server', hidden: false } },
})

afterEach(() => {
  document.body.innerHTML = ''
  vi.restoreAllMocks()
})

describe('bound blocks', () => {
  it('are written as HTML with their values, the list staying one string', () => {
    const result = renderBothWays(BLOCKS)
    expect(result.fast).toBe(result.slow)
    expect(result.fastLists).toBe(1)
    expect(result.mixedLists).toBe(0)
    expect(result.fast).toContain('server')
    expect(result.fast).toContain('builder-id="n"')
    expect(renderBothWays(BLOCKS, { hidden: true }).fast).not.toContain('builder-id="n"')
  })

  it('render through React when a binding gives something other than data', () => {
    const odd = text('f', 'x', { bindings: { 'component.options.text': 'state.items.map' } })
    const result = renderBothWays([text('s', 'static'), odd], { items: [] })
    expect(result.fast).toBe(result.slow)
    expect(result.fastLists).toBe(0)
    expect(result.mixedLists).toBe(1)
  })

  it('hydrate from the server HTML, built again only when a value they read changes', async () => {
    let builds = 0
    const counted = defineBlock({
      name: 'Counted',
      component: () => <b>counted</b>,
      renderHtml: () => {
        builds += 1
        return '<b>counted</b>'
      },
    })
    const blocks = [
      ...BLOCKS,
      { '@type': '@builder.io/sdk:Element', id: 'k', component: { name: 'Counted' } } as Block,
    ]
    const page = (data: Record<string, unknown>) => (
      <Content apiKey="k" content={entry(blocks)} customComponents={[counted]} data={data} />
    )
    const result = await hydrateForTest(page({}))
    expect(result.consoleErrors).toEqual([])
    expect(result.recoverableErrors).toEqual([])
    const list = result.container.querySelector(`[${STATIC_LIST_ATTRIBUTE}]`)
    expect(list?.querySelector('[builder-id="b"]')?.textContent).toBe('server')
    // Written on the server only: hydration took the list's HTML over.
    expect(builds).toBe(1)
    await act(async () => result.root.render(page({ other: 1 })))
    expect(builds).toBe(1)
    await act(async () => result.root.render(page({ other: 1, word: 'client' })))
    expect(builds).toBe(2)
    expect(list?.querySelector('[builder-id="b"]')?.textContent).toBe('client')
    result.unmount()
  })

  it('in a repeat, are evaluated with the item only (no failed evaluation outside it)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const item = text('n', 'x', { bindings: { 'component.options.text': 'state.item.name' } })
    const columns: Block = {
      '@type': '@builder.io/sdk:Element',
      id: 'c',
      component: { name: 'Columns', options: { columns: [{ blocks: [item] }] } },
    }
    const repeated: Block = {
      '@type': '@builder.io/sdk:Element',
      id: 'r',
      repeat: { collection: 'state.items', itemName: 'item' },
      children: [columns],
    }
    const content: Entry = {
      id: 'c1',
      data: { blocks: [text('s', 'static'), repeated], state: { items: [{ name: 'one' }] } },
    }
    const result = await hydrateForTest(<Content apiKey="k" content={content} />)
    expect(result.consoleErrors).toEqual([])
    expect(result.container.textContent).toContain('one')
    expect(warn).not.toHaveBeenCalled()
    result.unmount()
  })

  it('show the new value when the state they read changes', async () => {
    const result = await hydrateForTest(<Content apiKey="k" content={entry(BLOCKS)} />)
    await act(async () =>
      result.root.render(
        <Content apiKey="k" content={entry(BLOCKS)} data={{ word: 'client', hidden: true }} />,
      ),
    )
    expect(result.container.querySelector('[builder-id="b"]')?.textContent).toBe('client')
    expect(result.container.querySelector('[builder-id="n"]')).toBeNull()
    result.unmount()
  })
})

function renderBothWays(blocks: Block[], data: Record<string, unknown> = {}) {
  return renderBlocksBothWays(blocks, {
    content: { ...entry(blocks), data: { ...entry(blocks).data, blocks } },
    data,
  })
}
