import type { Block } from '@tessera/core'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { defineBlock } from '../blocks/define-block.ts'
import type { LinkComponent } from '../types.ts'
import { renderBlocksBothWays } from './render-both-ways.test-support.tsx'

const text = (id: string, extra: Partial<Block> = {}): Block => ({
  '@type': '@builder.io/sdk:Element',
  id,
  component: { name: 'Text', options: { text: `text ${id}` } },
  ...extra,
})
const Link: LinkComponent = ({ href, children }) => (
  <a data-router="1" href={href}>
    {children as never}
  </a>
)

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => {
  vi.restoreAllMocks()
})

/** Every case has one block; none may take any fast path, and the HTML must not change. */
const CASES: Array<[string, Block, Parameters<typeof renderBlocksBothWays>[1]?]> = [
  [
    'a binding giving a function',
    text('b', { bindings: { 'component.options.text': 'state.items.map' } }),
  ],
  ['actions', text('a', { actions: { click: 'state.n = 1' } })],
  ['repeat', text('r', { repeat: { collection: 'state.items' } })],
  [
    'animations',
    text('h', {
      animations: [{ trigger: 'hover', duration: 1, steps: [{ styles: {} }, { styles: {} }] }],
    }),
  ],
  [
    '{{ in an option',
    text('i', { component: { name: 'Text', options: { text: '{{state.word}}' } } }),
  ],
  [
    '{{ in an option that is not interpolated',
    {
      '@type': '@builder.io/sdk:Element',
      id: 'i',
      component: { name: 'Core:Button', options: { text: '{{state.word}}' } },
    },
  ],
  ['a missing component', text('m', { component: { name: 'Nope' } })],
  ['a link wrapper with a link component', text('l', { href: '/x' }), { linkComponent: Link }],
  [
    'a button link with a link component',
    {
      '@type': '@builder.io/sdk:Element',
      id: 'btn',
      component: { name: 'Core:Button', options: { text: 'Go', link: '/go' } },
    },
    { linkComponent: Link },
  ],
  [
    'a lazy section',
    {
      '@type': '@builder.io/sdk:Element',
      id: 's',
      component: { name: 'Core:Section', options: { lazyLoad: true } },
      children: [text('k')],
    },
  ],
  [
    'a custom component over Text',
    text('c'),
    {
      customComponents: [
        defineBlock<{ text?: string }>({ name: 'Text', component: ({ text }) => <p>{text}</p> }),
      ],
    },
  ],
  [
    'a wrapper React would preload (img)',
    text('p', { tagName: 'img', properties: { src: '/p.gif' } }),
  ],
  [
    'a renderHtml that throws',
    { '@type': '@builder.io/sdk:Element', id: 't', component: { name: 'Boom' } },
    {
      customComponents: [
        defineBlock({
          name: 'Boom',
          component: () => <i>react</i>,
          renderHtml: () => {
            throw new Error('boom')
          },
        }),
      ],
    },
  ],
]

describe('blocks that are not static render through React', () => {
  it.each(CASES)('%s', (_name, block, props) => {
    const result = renderBlocksBothWays([block], {
      data: { word: 'w', items: [1, 2] },
      ...props,
    })
    expect(result.fast).toBe(result.slow)
    expect(result.fastLists).toBe(0)
    expect(result.mixedLists).toBe(0)
  })

  it('renders a static sibling from HTML in the same list (mixed list)', () => {
    for (const [, block, props] of CASES) {
      const sibling: Block = {
        '@type': '@builder.io/sdk:Element',
        id: 'static',
        component: { name: 'Builder:RawText', options: { text: '<b>static</b>' } },
      }
      const result = renderBlocksBothWays([sibling, block], {
        data: { word: 'w', items: [1, 2] },
        ...props,
      })
      expect(result.fast).toBe(result.slow)
      expect(result.mixedLists).toBe(1)
    }
  })
})
