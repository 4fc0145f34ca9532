// @vitest-environment happy-dom
import type { Block, Entry } from '@tessera/core'
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Content } from '../content/content.tsx'
import { defineBlock } from '../blocks/define-block.ts'
import { hydrateInBrowserBuild } from '../testing/hydrate-in-browser-build.test-support.tsx'
import { enableAct } from '../testing/render.test-support.tsx'
import { STATIC_LIST_ATTRIBUTE } from './static-list-attribute.ts'

// `#list-plan`, `#server-html` and `#server-pieces` as the server build resolves them, or, with
// `mode.isBrowser`, as browser builds do: static HTML is taken over from the page, never written.
const mode = vi.hoisted(() => ({ isBrowser: false }))
vi.mock('#list-plan', async () => {
  const server = await import('../chunks/list-plan.ts')
  const browser = await import('../chunks/list-plan.browser.ts')
  type Plan = typeof server.planStaticBlockList
  return {
    planStaticBlockList: (...args: Parameters<Plan>) =>
      (mode.isBrowser ? browser : server).planStaticBlockList(...args),
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

const el = (id: string, name: string, options?: Record<string, unknown>, extra = {}): Block => ({
  '@type': '@builder.io/sdk:Element',
  id,
  component: { name, options },
  responsiveStyles: { large: { marginTop: '8px' }, small: { paddingLeft: '4px' } },
  ...extra,
})
const IMAGE = 'https://cdn.builder.io/api/v1/image/assets%2Fs%2Fimg'
/** Static blocks of every kind the writer writes, a bound one among them. */
const PAGE: Block[] = [
  el('t', 'Text', { text: '<p>Hello <b>"world"</b> & more</p>' }),
  el('w', 'Text', { text: 'x' }, { bindings: { 'component.options.text': 'state.word' } }),
  el('c', 'Columns', {
    columns: [
      { blocks: [el('c1', 'Text', { text: 'one' })] },
      { blocks: [el('c2', 'Builder:RawText', { text: '<i>two</i>' })], link: '/two' },
    ],
  }),
  el('s', 'Core:Section', { maxWidth: 900 }, { children: [el('s1', 'Text', { text: 'in' })] }),
  el('b', 'Core:Button', { text: 'Go <now>', link: '/go', openLinkInNewTab: true }),
  el(
    'i',
    'Image',
    { image: IMAGE, altText: 'Alt', aspectRatio: 0.5 },
    {
      children: [el('i1', 'Text', { text: 'over' })],
    },
  ),
  el('r', 'Raw:Img', { image: '/a.svg', aspectRatio: 1 }),
]
const entry = (blocks: Block[]): Entry => ({
  id: 'c1',
  data: { blocks, state: { word: 'server' } },
})

/**
 * A node as the page shows it: elements with their attributes (the style attribute as the
 * browser reads it back, the takeover marker left out) and text; comments (React's Suspense
 * markers, which a client render does not write) skipped.
 */
function shape(node: Node): string {
  if (node.nodeType === 3) return JSON.stringify(node.textContent)
  if (!(node instanceof Element)) return ''
  const attributes = [...node.attributes]
    .filter((attribute) => attribute.name !== STATIC_LIST_ATTRIBUTE)
    .map(({ name, value }) =>
      name === 'style' ? `style=${(node as HTMLElement).style.cssText}` : `${name}=${value}`,
    )
    .sort()
  const children = [...node.childNodes].map(shape).filter((child) => child !== '')
  return `<${node.localName} ${attributes.join(' ')}>${children.join('')}</${node.localName}>`
}

afterEach(() => {
  mode.isBrowser = false
  document.body.innerHTML = ''
})

describe('block lists in the browser build, without the static writer', () => {
  it('render a static list the server did not write through React: the DOM of the server HTML', async () => {
    enableAct()
    const element = <Content apiKey="k" content={entry(PAGE)} />
    const server = document.createElement('div')
    server.innerHTML = renderToString(element)
    expect(server.querySelector(`[${STATIC_LIST_ATTRIBUTE}]`)).not.toBeNull()
    mode.isBrowser = true
    const container = document.createElement('div')
    document.body.appendChild(container)
    const root = createRoot(container)
    await act(async () => root.render(element))
    // Through React: no list is one HTML string.
    expect(container.querySelector(`[${STATIC_LIST_ATTRIBUTE}]`)).toBeNull()
    // Adjacent text nodes merged (happy-dom parses a style's inner HTML into several).
    const blocks = (parent: Element) => {
      parent.normalize()
      return parent.querySelector('.builder-blocks') as Element
    }
    expect(container.querySelectorAll('[builder-id]')).toHaveLength(11)
    expect(shape(blocks(container))).toBe(shape(blocks(server)))
    act(() => root.unmount())
  })

  it('take the server HTML over, then render through React once a value it reads changes', async () => {
    let builds = 0
    const counted = defineBlock({
      name: 'Counted',
      component: () => <b>counted</b>,
      renderHtml: () => {
        builds += 1
        return '<b>counted</b>'
      },
    })
    const blocks = [...PAGE, el('k', 'Counted')]
    const page = (word: string) => (
      <Content apiKey="k" content={entry(blocks)} customComponents={[counted]} data={{ word }} />
    )
    const hydration = await hydrateInBrowserBuild(page('server'), () => {
      mode.isBrowser = true
    })
    const { container, root, errors, whileCollecting } = hydration
    expect(errors).toEqual([])
    expect(container.querySelector(`[${STATIC_LIST_ATTRIBUTE}]`)).not.toBeNull()
    // Written on the server only.
    expect(builds).toBe(1)
    await whileCollecting(async () => root.render(page('client')))
    expect(errors).toEqual([])
    expect(builds).toBe(1)
    expect(container.querySelector('[builder-id="w"]')?.textContent).toBe('client')
    expect(container.querySelector('[builder-id="k"] b')?.textContent).toBe('counted')
    expect(container.querySelector(`[${STATIC_LIST_ATTRIBUTE}]`)).toBeNull()
    act(() => root.unmount())
  })
})
