// @vitest-environment happy-dom
import type { Entry } from '@tessera/core'
import type { Tracker } from '@tessera/sdk'
import { act } from 'react'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { MockInstance } from 'vitest'
import homePage from '../../../core/fixtures/home-page.json'
import { createRegistry } from '../registry/create-registry.ts'
import { CONTENT_BASE_CSS } from '../styles/content-base-css.ts'
import { hydrateForTest } from '../testing/render.test-support.tsx'
import type { BlockProps } from '../types.ts'
import { Content, MISSING_API_KEY_MESSAGE } from './content.tsx'

const home = homePage as unknown as Entry
const VARIATION_ID = '9d8c7b6a5f4e3d2c1b0a9f8e7d6c5b4a'
const style = (css: string) => `<style data-id="builderio-content">${css}</style>`
const BLOCKS_OPEN = '<div class="builder-blocks">'

let warn: MockInstance<typeof console.warn>

beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  document.cookie = `builder.tests.${home.id}=; Max-Age=0; Path=/`
})
afterEach(() => {
  warn.mockRestore()
  document.body.innerHTML = ''
})

describe('Content on the server', () => {
  it('renders the home page fixture to exact HTML', () => {
    const html = renderToString(<Content model="page" apiKey="key" content={home} />)
    expect(html).toBe(
      [
        `<div builder-content-id="${home.id}" builder-model="page" class="variant-${home.id}">`,
        style(CONTENT_BASE_CSS),
        BLOCKS_OPEN,
        '<style data-id="builderio-blocks">.builder-hero{font-size:40px;margin-top:20px}',
        '@media (max-width:991px){.builder-hero{font-size:32px}}',
        '@media (max-width:640px){.builder-hero{font-size:24px}}</style>',
        // The bound Text is written as HTML with its value, marked for hydration to take it
        // over; the interpolated Text and the Button with an action render through React.
        '<div class="builder-hero builder-block" builder-id="builder-hero">',
        '<div class="builder-text"><h1>Pages from blocks</h1></div></div>',
        '<div class="builder-paid-plans builder-block" builder-id="builder-paid-plans" data-tessera-html="_R_9_#1">',
        '<div class="builder-text">Team ($29), Scale ($99)</div></div>',
        '<a builder-id="builder-cta" class="builder-cta builder-block" href="/contact" role="link">Contact us</a>',
        '</div></div>',
      ].join(''),
    )
  })

  it('renders only the assigned variation when testVariationId is set', () => {
    const html = renderToString(
      <Content apiKey="key" content={{ ...home, testVariationId: VARIATION_ID }} />,
    )
    expect(html).toContain(`class="variant-${VARIATION_ID}"`)
    expect(html).toContain('<h1>Build bolder pages</h1>')
    expect(html).not.toContain('Pages from blocks')
    expect(html).not.toContain('hidden')
  })

  it('renders the default group only when no group was assigned', () => {
    const html = renderToString(<Content apiKey="key" content={home} />)
    expect(html).toContain('<h1>Pages from blocks</h1>')
    expect(html).not.toContain('bolder')
  })

  it('renders nothing without content', () => {
    expect(renderToString(<Content apiKey="key" content={null} />)).toBe('')
  })

  it('gives blocks the registry it is given, or a child registry with customComponents', () => {
    const registry = createRegistry()
    const seen: unknown[] = []
    const Probe = ({ builderContext }: BlockProps) => {
      seen.push(builderContext.registry)
      return null
    }
    registry.registerComponent(Probe, { name: 'Probe' })
    const content: Entry = {
      id: 'p',
      data: { blocks: [{ '@type': '@builder.io/sdk:Element', component: { name: 'Probe' } }] },
    }
    renderToString(<Content apiKey="key" registry={registry} content={content} />)
    const extra = [{ name: 'Extra', component: () => null }]
    renderToString(
      <Content apiKey="key" registry={registry} customComponents={extra} content={content} />,
    )
    expect(seen[0]).toBe(registry)
    expect(seen[1]).not.toBe(registry)
    expect((seen[1] as typeof registry).getComponent('Extra')?.name).toBe('Extra')
  })

  it('warns when the API key is missing', () => {
    renderToString(<Content content={home} />)
    expect(warn).toHaveBeenCalledWith(MISSING_API_KEY_MESSAGE)
    expect(MISSING_API_KEY_MESSAGE).toBe(
      '[Tessera]: No API key provided to `Content` component. This can interfere with editing, tracking and split tests. Please provide your API key.',
    )
  })

  it('builds state from input defaults, content state, data and locale, then runs jsCode', () => {
    const content: Entry = {
      id: 'c2',
      data: {
        inputs: [{ name: 'who', defaultValue: 'input' }],
        state: { count: 1 },
        jsCode: 'state.count = state.count + 10; state.ran = builder.isServer',
        blocks: [
          {
            '@type': '@builder.io/sdk:Element',
            id: 'b',
            component: {
              name: 'Text',
              options: {
                text: '{{state.who}}/{{state.count}}/{{state.extra}}/{{state.locale}}/{{state.ran}}',
              },
            },
          },
        ],
      },
    }
    const html = renderToString(
      <Content apiKey="key" content={content} data={{ extra: 'data' }} locale="fr" />,
    )
    expect(html).toContain('<div class="builder-text">input/11/data/fr/true</div>')
  })

  it('scopes cssCode and writes custom fonts', () => {
    const html = renderToString(
      <Content
        apiKey="key"
        content={{
          id: 'c3',
          data: {
            blocks: [],
            cssCode: '& .x { color: red; }',
            customFonts: [{ family: 'Inter', fileUrl: 'https://fonts.test/inter.woff2' }],
          },
        }}
      />,
    )
    expect(html).toContain(
      'src:local("Inter"),url("https://fonts.test/inter.woff2") format("woff2");',
    )
    expect(html).toContain('div[builder-content-id="c3"] .x { color: red; }</style>')
    expect(html).toContain('<div class="builder-blocks no-blocks"></div>')
  })
})

describe('Content in the browser', () => {
  it('hydrates the home page without any mismatch', async () => {
    // The server assigned the default group: nothing changes after hydration.
    const assigned = { ...home, testVariationId: home.id }
    const result = await hydrateForTest(<Content model="page" apiKey="key" content={assigned} />)
    expect(result.recoverableErrors).toEqual([])
    expect(result.consoleErrors).toEqual([])
    expect(result.container.innerHTML).toBe(result.html)
    result.unmount()
  })

  it('runs click actions, writes state and re-renders', async () => {
    const content: Entry = {
      id: 'c4',
      data: {
        state: { visitors: 1, list: [] },
        blocks: [
          {
            '@type': '@builder.io/sdk:Element',
            id: 'counter',
            component: {
              name: 'Text',
              options: { text: 'Visitors: {{state.visitors}} {{state.list.length}}' },
            },
            actions: {
              click: 'state.visitors = state.visitors + 1; state.list.push(event.type)',
            },
          },
        ],
      },
    }
    const result = await hydrateForTest(<Content apiKey="key" content={content} />)
    expect(result.consoleErrors).toEqual([])
    const block = result.container.querySelector<HTMLElement>('[builder-id="counter"]')
    await act(async () => block?.click())
    await act(async () => block?.click())
    expect(block?.textContent).toBe('Visitors: 3 2')
    result.unmount()
  })

  it('renders repeated blocks with their local variables', async () => {
    const content: Entry = {
      id: 'c5',
      data: {
        state: { products: [{ name: 'A' }, { name: 'B' }], picked: '' },
        blocks: [
          {
            '@type': '@builder.io/sdk:Element',
            id: 'item',
            repeat: { collection: 'state.products' },
            component: {
              name: 'Text',
              options: { text: '{{$index}}:{{productsItem.name}}:{{state.$productsItemIndex}}' },
            },
            actions: { click: 'state.picked = productsItem.name' },
          },
          {
            '@type': '@builder.io/sdk:Element',
            id: 'picked',
            bindings: {
              'component.options.text': "'picked ' + state.picked",
              show: 'state.picked',
            },
            component: { name: 'Text', options: { text: '' } },
          },
          {
            '@type': '@builder.io/sdk:Element',
            id: 'none',
            repeat: { collection: 'state.missing' },
            component: { name: 'Text', options: { text: 'never' } },
          },
        ],
      },
    }
    const result = await hydrateForTest(<Content apiKey="key" content={content} />)
    expect(result.consoleErrors).toEqual([])
    const items = [...result.container.querySelectorAll<HTMLElement>('[builder-id="item"]')]
    expect(items.map((item) => item.textContent)).toEqual(['0:A:0', '1:B:1'])
    expect(result.container.querySelector('[builder-id="picked"]')).toBeNull()
    expect(result.html).not.toContain('never')
    await act(async () => items[1]?.click())
    expect(result.container.querySelector('[builder-id="picked"]')?.textContent).toBe('picked B')
    result.unmount()
  })

  it('refuses writes to repeat variables', async () => {
    const content: Entry = {
      id: 'c6',
      data: {
        state: { items: [{ n: 1 }] },
        blocks: [
          {
            '@type': '@builder.io/sdk:Element',
            id: 'item',
            repeat: { collection: 'state.items', itemName: 'it' },
            bindings: { 'component.options.text': 'String(state.items[0].n)' },
            component: { name: 'Text', options: { text: '' } },
            actions: { click: 'state.it.n = 5' },
          },
        ],
      },
    }
    const result = await hydrateForTest(<Content apiKey="key" content={content} />)
    const item = result.container.querySelector<HTMLElement>('[builder-id="item"]')
    await act(async () => item?.click())
    expect(item?.textContent).toBe('1')
    expect(warn).toHaveBeenCalledWith(
      '[Tessera]: Writing to local state is not allowed ("it" is a repeat or block variable); write to a root state key instead',
    )
    result.unmount()
  })

  it('merges a later data prop into the state', async () => {
    const content: Entry = {
      id: 'c7',
      data: {
        blocks: [
          {
            '@type': '@builder.io/sdk:Element',
            id: 't',
            component: { name: 'Text', options: { text: '{{state.name}}' } },
          },
        ],
      },
    }
    const result = await hydrateForTest(
      <Content apiKey="key" content={content} data={{ name: 'A' }} />,
    )
    await act(async () =>
      result.root.render(<Content apiKey="key" content={content} data={{ name: 'B' }} />),
    )
    expect(result.container.querySelector('.builder-text')?.textContent).toBe('B')
    result.unmount()
  })

  it('starts a new state when the content changes', async () => {
    const make = (id: string, n: number): Entry => ({
      id,
      data: {
        state: { n },
        blocks: [
          {
            '@type': '@builder.io/sdk:Element',
            id: 't',
            component: { name: 'Text', options: { text: '{{state.n}}' } },
          },
        ],
      },
    })
    const result = await hydrateForTest(<Content apiKey="key" content={make('a', 1)} />)
    await act(async () => result.root.render(<Content apiKey="key" content={make('b', 2)} />))
    expect(result.container.querySelector('.builder-text')?.textContent).toBe('2')
    expect(result.container.firstElementChild?.getAttribute('builder-content-id')).toBe('b')
    result.unmount()
  })

  it('tracks an impression and clicks with a tracker, not while canTrack is false', async () => {
    const calls: unknown[] = []
    const tracker = {
      enabled: true,
      observeImpression: (_element: Element, ref: unknown) => {
        calls.push(['impression', ref])
        return () => {}
      },
      trackClick: (_event: unknown, ref: { contentId: string }) =>
        calls.push(['click', ref.contentId]),
    } as unknown as Tracker
    const assigned = { ...home, testVariationId: VARIATION_ID }
    const result = await hydrateForTest(
      <Content apiKey="key" content={assigned} tracker={tracker} />,
    )
    await act(async () => result.container.querySelector<HTMLElement>('.builder-text')?.click())
    expect(calls).toEqual([
      ['impression', { contentId: home.id, variationId: VARIATION_ID }],
      ['click', home.id],
    ])
    result.unmount()
    calls.length = 0
    const off = await hydrateForTest(
      <Content apiKey="key" content={assigned} tracker={tracker} canTrack={false} />,
    )
    expect(calls).toEqual([])
    off.unmount()
  })

  it('renders nested content with what the outer content has', () => {
    const inner: Entry = {
      id: 'inner',
      data: {
        state: { who: 'inner' },
        blocks: [{ '@type': '@builder.io/sdk:Element', id: 'i', component: { name: 'Hello' } }],
      },
    }
    const Hello = (props: BlockProps) => <b>{`hello ${String(props.builderContext.state.who)}`}</b>
    const Nest = () => <Content content={inner} />
    const html = renderToString(
      <Content
        apiKey="key"
        customComponents={[
          { name: 'Hello', component: Hello },
          { name: 'Nest', component: Nest },
        ]}
        content={{
          id: 'outer',
          data: {
            blocks: [{ '@type': '@builder.io/sdk:Element', id: 'n', component: { name: 'Nest' } }],
          },
        }}
      />,
    )
    expect(html).toContain(
      '<div builder-content-id="inner" builder-model="page" class="variant-inner">',
    )
    expect(html).toContain('<b>hello inner</b>')
    expect(warn).not.toHaveBeenCalled()
  })
})
