// @vitest-environment happy-dom
import type { Block, Entry } from '@tessera/core'
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { MockInstance } from 'vitest'
import { Content } from '../content/content.tsx'
import { createRegistry } from '../registry/create-registry.ts'
import { enableAct, hydrateForTest } from '../testing/render.test-support.tsx'
import type { BlockProps } from '../types.ts'

const element = (extra: Partial<Block>): Block => ({ '@type': '@builder.io/sdk:Element', ...extra })
const entry = (blocks: Block[], extra: Partial<Entry> = {}): Entry => ({
  id: 'c1',
  data: { blocks },
  ...extra,
})

function Boom(): never {
  throw new Error('kaboom')
}

let warn: MockInstance<typeof console.warn>
let error: MockInstance<typeof console.error>

beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  error = vi.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => {
  warn.mockRestore()
  error.mockRestore()
  document.body.innerHTML = ''
})

async function renderInBrowser(ui: React.ReactElement) {
  enableAct()
  const container = document.createElement('div')
  document.body.appendChild(container)
  const root = createRoot(container)
  await act(async () => root.render(ui))
  return { container, root }
}

describe('Block', () => {
  it('renders wrapper attributes, tag, link and children without a component', () => {
    const html = renderToString(
      <Content
        apiKey="key"
        content={entry([
          element({
            id: 'box',
            tagName: 'section',
            class: 'c',
            properties: { class: 'p', 'aria-label': 'Box', onclick: 'alert(1)' },
            style: { color: 'red' },
            children: [element({ id: 'link', properties: { href: '/x' } })],
          }),
        ])}
      />,
    )
    expect(html).toContain(
      '<section class="box builder-block c p" aria-label="Box" builder-id="box" style="color:red"><a class="link builder-block" href="/x" builder-id="link"></a></section>',
    )
    expect(html).not.toContain('alert')
  })

  it('uses the link component for links', () => {
    const Link = (props: Record<string, unknown>) => <a data-link="yes" href={String(props.href)} />
    const html = renderToString(
      <Content
        apiKey="key"
        linkComponent={Link}
        content={entry([element({ id: 'l', href: '/go' })])}
      />,
    )
    expect(html).toContain('<a data-link="yes" href="/go"></a>')
  })

  it('isolates a throwing block and logs it once', async () => {
    const registry = createRegistry()
    registry.registerComponent(Boom, { name: 'Boom' })
    const content = entry([
      element({ id: 'bad', component: { name: 'Boom' } }),
      element({ id: 'ok', component: { name: 'Text', options: { text: 'still here' } } }),
    ])
    const { container } = await renderInBrowser(
      <Content apiKey="key" registry={registry} content={content} />,
    )
    expect(container.querySelector('[builder-id="bad"]')?.innerHTML).toBe(
      '<div class="builder-block-error">Block failed to render</div>',
    )
    expect(container.textContent).toContain('still here')
    const logged = error.mock.calls.filter(([message]) => String(message).startsWith('[Tessera]'))
    expect(logged).toEqual([['[Tessera]: block bad (Boom) failed: kaboom']])
  })

  it('keeps the rest of the server HTML when a block throws there', () => {
    const registry = createRegistry()
    registry.registerComponent(Boom, { name: 'Boom' })
    const html = renderToString(
      <Content
        apiKey="key"
        registry={registry}
        content={entry([
          element({ id: 'bad', component: { name: 'Boom' } }),
          element({ id: 'ok', component: { name: 'Text', options: { text: 'still here' } } }),
        ])}
      />,
    )
    expect(html).toContain('<div class="builder-text">still here</div>')
  })

  it('shows the error message while editing', async () => {
    const registry = createRegistry()
    registry.registerComponent(Boom, { name: 'Boom', noWrap: true })
    const { container } = await renderInBrowser(
      <Content
        apiKey="key"
        registry={registry}
        editor={{
          isEditing: true,
          targetWindow: { postMessage: () => {} },
          messageSource: new EventTarget(),
        }}
        content={entry([element({ id: 'bad', component: { name: 'Boom' } })])}
      />,
    )
    expect(container.querySelector('.builder-block-error')?.textContent).toBe(
      'Block failed to render: kaboom',
    )
  })

  it('renders nothing for a missing component on a live site, and warns once', () => {
    const content = entry([
      element({ id: 'm1', component: { name: 'Nope' } }),
      element({ id: 'm2', component: { name: 'Nope' } }),
    ])
    const html = renderToString(<Content apiKey="key" content={content} />)
    expect(html).not.toContain('m1')
    const messages = warn.mock.calls.map(([message]) => message)
    expect(messages).toEqual([
      '[Tessera]: Could not find a registered component named "Nope". Register it with registerComponent or pass it in customComponents.',
    ])
  })

  it('renders a labelled placeholder for a missing component while editing', async () => {
    const { container } = await renderInBrowser(
      <Content
        apiKey="key"
        editor={{
          isEditing: true,
          targetWindow: { postMessage: () => {} },
          messageSource: new EventTarget(),
        }}
        content={entry([element({ id: 'm1', component: { name: 'Nope' } })])}
      />,
    )
    expect(container.querySelector('[builder-id="m1"]')?.innerHTML).toBe(
      '<div class="builder-missing-component" data-component-name="Nope">Missing component: Nope</div>',
    )
  })

  it('passes options, builder props, children and noWrap attributes to components', () => {
    const seen: Array<Record<string, unknown>> = []
    function Card(props: BlockProps<{ title: string }>) {
      seen.push(props as unknown as Record<string, unknown>)
      return (
        <article {...props.attributes}>
          {props.title}
          {props.children}
        </article>
      )
    }
    const html = renderToString(
      <Content
        apiKey="key"
        customComponents={[{ name: 'Card', component: Card, noWrap: true }]}
        content={entry([
          element({
            id: 'card',
            component: { name: 'Card', options: { title: 'T' } },
            children: [element({ id: 'kid' })],
          }),
        ])}
      />,
    )
    expect(html).toContain(
      '<article class="card builder-block" builder-id="card">T<div class="kid builder-block" builder-id="kid"></div></article>',
    )
    expect(seen[0]?.builderBlock).toMatchObject({ id: 'card' })
    expect(seen[0]?.builderContext).toMatchObject({ model: 'page', apiKey: 'key' })
  })

  it('passes builder props only as shouldReceiveBuilderProps asks', () => {
    const seen: Array<Record<string, unknown>> = []
    const Plain = (props: Record<string, unknown>) => {
      seen.push(props)
      return null
    }
    renderToString(
      <Content
        apiKey="key"
        customComponents={[
          {
            name: 'Plain',
            component: Plain,
            shouldReceiveBuilderProps: {
              builderBlock: false,
              builderContext: false,
              builderLinkComponent: true,
            },
          },
        ]}
        content={entry([element({ id: 'p', component: { name: 'Plain', options: { a: 1 } } })])}
      />,
    )
    expect(Object.keys(seen[0] ?? {}).sort()).toEqual(['a', 'builderLinkComponent', 'children'])
  })

  it('runs registered actions from content and from code; warns for unknown ones', async () => {
    const registry = createRegistry()
    const calls: unknown[] = []
    registry.registerAction({
      name: 'addToCart',
      inputs: [{ name: 'sku', type: 'string' }],
      action: ({ options, event, setState, state }) => {
        calls.push([options, event?.type, state.count])
        setState({ count: Number(state.count) + 1 })
      },
    })
    const content: Entry = {
      id: 'c1',
      data: {
        state: { count: 0 },
        blocks: [
          element({
            id: 'a',
            component: { name: 'Text', options: { text: 'count {{state.count}}' } },
            actions: {
              click: {
                '@type': '@tessera/action',
                action: 'addToCart',
                options: { sku: 'x' },
              } as unknown as string,
            },
          }),
          element({ id: 'b', actions: { click: "actions.addToCart({ sku: 'y' })" } }),
          element({
            id: 'c',
            actions: { click: { '@type': '@tessera/action', action: 'nope' } as unknown as string },
          }),
        ],
      },
    }
    const { container } = await renderInBrowser(
      <Content apiKey="key" registry={registry} content={content} />,
    )
    await act(async () => container.querySelector<HTMLElement>('[builder-id="a"]')?.click())
    await act(async () => container.querySelector<HTMLElement>('[builder-id="b"]')?.click())
    await act(async () => container.querySelector<HTMLElement>('[builder-id="c"]')?.click())
    expect(calls).toEqual([
      [{ sku: 'x' }, 'click', 0],
      [{ sku: 'y' }, 'click', 1],
    ])
    expect(container.querySelector('[builder-id="a"]')?.textContent).toBe('count 2')
    expect(warn).toHaveBeenCalledWith('[Tessera]: Action not found: nope')
  })

  it('hydrates custom breakpoints and localized content without mismatch', async () => {
    const content = entry(
      [
        element({
          id: 'loc',
          responsiveStyles: {
            large: { color: 'red' },
            small: { color: 'blue' },
            xsmall: { color: 'green' },
          },
          component: {
            name: 'Text',
            options: {
              text: { '@type': '@builder.io/core:LocalizedValue', Default: 'Hi', fr: 'Salut' },
            },
          },
        }),
      ],
      { meta: { breakpoints: { xsmall: 300, small: 700, medium: 1000 } } },
    )
    const result = await hydrateForTest(<Content apiKey="key" locale="fr" content={content} />)
    expect(result.consoleErrors).toEqual([])
    expect(result.recoverableErrors).toEqual([])
    expect(result.html).toContain('@media (max-width:700px){.loc{color:blue}}')
    expect(result.html).toContain('@media (max-width:300px){.loc{color:green}}')
    expect(result.html).toContain('<div class="builder-text">Salut</div>')
    result.unmount()
  })
})
