// @vitest-environment happy-dom
import type { Block, Entry } from '@tessera/core'
import { LOCALIZED_VALUE_TYPE } from '@tessera/core'
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Content } from '../content/content.tsx'
import { defineBlock } from '../blocks/define-block.ts'
import { enableAct, hydrateForTest } from '../testing/render.test-support.tsx'
import { getStaticHtmlRenderCount } from './static-html-switch.ts'

const el = (
  id: string,
  name: string | undefined,
  options?: Record<string, unknown>,
  extra: Partial<Block> = {},
): Block => ({
  '@type': '@builder.io/sdk:Element',
  id,
  ...(name ? { component: { name, options } } : {}),
  responsiveStyles: { large: { marginTop: '8px' }, small: { paddingLeft: '4px' } },
  ...extra,
})
const IMAGE = 'https://cdn.builder.io/api/v1/image/assets%2Fs%2Fimg'
const PAGE: Block[] = [
  el('t', 'Text', { text: '<p>Hello <b>"world"</b> & more</p>' }),
  el('c', 'Columns', {
    columns: [
      { blocks: [el('c1', 'Text', { text: 'one' })] },
      { blocks: [el('c2', 'Builder:RawText', { text: '<i>two</i>' })], link: '/two' },
    ],
  }),
  el('s', 'Core:Section', { maxWidth: 900 }, { children: [el('s1', 'Text', { text: 'inside' })] }),
  el(
    'b',
    'Core:Button',
    { text: 'Go <now>', link: '/go', openLinkInNewTab: true },
    { properties: { 'aria-label': 'Go' } },
  ),
  el(
    'i',
    'Image',
    { image: IMAGE, altText: 'Alt', aspectRatio: 0.5, highPriority: true },
    { children: [el('i1', 'Text', { text: 'over' })] },
  ),
  el('r', 'Raw:Img', { image: '/a.svg', aspectRatio: 1 }),
  el('f', 'Fragment', undefined, {
    children: [el('f1', undefined, undefined, { tagName: 'section', class: 'x' })],
  }),
]
const entry = (blocks: Block[]): Entry => ({ id: 'c1', data: { blocks } })
const PIXEL: Block = {
  '@type': '@builder.io/sdk:Element',
  id: 'builder-pixel-1',
  tagName: 'img',
  properties: { role: 'presentation', 'aria-hidden': 'true', src: 'https://cdn.test/pixel' },
}

afterEach(() => {
  document.body.innerHTML = ''
  document.head.innerHTML = ''
  vi.restoreAllMocks()
})

describe('static HTML in the browser', () => {
  it('hydrates a static page without a mismatch, through the fast path on both sides', async () => {
    const before = getStaticHtmlRenderCount('list')
    const result = await hydrateForTest(<Content apiKey="k" content={entry(PAGE)} />)
    expect(result.consoleErrors).toEqual([])
    expect(result.recoverableErrors).toEqual([])
    // Server render, hydration, and the re-render once hydrated.
    expect(getStaticHtmlRenderCount('list') - before).toBeGreaterThanOrEqual(2)
    expect(result.container.querySelectorAll('[builder-id]')).toHaveLength(11)
    expect(result.container.querySelector('img.builder-image')?.getAttribute('fetchpriority')).toBe(
      'high',
    )
    result.unmount()
  })

  it('hydrates a mixed list (static blocks and a tracking pixel) without a mismatch', async () => {
    const before = getStaticHtmlRenderCount('blocks')
    const result = await hydrateForTest(<Content apiKey="k" content={entry([...PAGE, PIXEL])} />)
    expect(result.consoleErrors).toEqual([])
    expect(result.recoverableErrors).toEqual([])
    expect(getStaticHtmlRenderCount('blocks') - before).toBeGreaterThanOrEqual(2)
    expect(result.container.querySelectorAll('[builder-id="builder-pixel-1"]')).toHaveLength(1)
    result.unmount()
  })

  it('renders the same blocks in a client-only render', async () => {
    enableAct()
    const server = renderToString(<Content apiKey="k" content={entry(PAGE)} />)
    const container = document.createElement('div')
    document.body.appendChild(container)
    const root = createRoot(container)
    await act(async () => root.render(<Content apiKey="k" content={entry(PAGE)} />))
    const parsed = document.createElement('div')
    parsed.innerHTML = server
    // The blocks are the same string on both sides (React writes its own style attributes
    // through the CSSOM in the browser, so the containers themselves serialise differently).
    const blocks = (root: Element) => root.querySelector('.builder-blocks')?.innerHTML
    expect(blocks(container)).toBe(blocks(parsed))
    expect(blocks(container)).toContain('builder-id="i1"')
    act(() => root.unmount())
  })

  it('switches to React elements in the editor, each block once', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const postMessage = vi.fn()
    const result = await hydrateForTest(
      <Content
        apiKey="k"
        content={entry(PAGE)}
        editor={{
          isEditing: true,
          targetWindow: { postMessage },
          messageSource: new EventTarget(),
        }}
      />,
    )
    expect(result.consoleErrors).toEqual([])
    expect(result.recoverableErrors).toEqual([])
    for (const id of ['t', 'c', 'c1', 'c2', 's1', 'i1', 'f1']) {
      expect(result.container.querySelectorAll(`[builder-id="${id}"]`), id).toHaveLength(1)
    }
    result.unmount()
  })

  it('builds the HTML once across state changes, again when the locale changes', async () => {
    enableAct()
    let builds = 0
    const counted = defineBlock({
      name: 'Counted',
      component: () => <b>counted</b>,
      renderHtml: () => {
        builds += 1
        return '<b>counted</b>'
      },
    })
    const customComponents = [counted]
    const content = entry([
      el('k', 'Counted'),
      el('l', 'Text', { text: { '@type': LOCALIZED_VALUE_TYPE, Default: 'Hello', fr: 'Bonjour' } }),
    ])
    const container = document.createElement('div')
    document.body.appendChild(container)
    const root = createRoot(container)
    const render = (data: Record<string, unknown>, locale: string) =>
      act(async () =>
        root.render(
          <Content
            apiKey="k"
            content={content}
            customComponents={customComponents}
            data={data}
            locale={locale}
          />,
        ),
      )
    await render({ n: 1 }, 'fr')
    const node = container.querySelector('[builder-id="k"] b')
    const afterFirst = builds
    // defineBlock kept renderHtml, and the block rendered from it.
    expect(afterFirst).toBeGreaterThan(0)
    await render({ n: 2 }, 'fr')
    expect(builds).toBe(afterFirst)
    expect(container.querySelector('[builder-id="k"] b')).toBe(node)
    expect(container.textContent).toContain('Bonjour')
    await render({ n: 2 }, 'en')
    expect(builds).toBeGreaterThan(afterFirst)
    expect(container.textContent).toContain('Hello')
    act(() => root.unmount())
  })
})
