import { describe, expect, it } from 'vitest'
import { renderBlocksBothWays } from '../../static-html/render-both-ways.test-support.tsx'
import { renderBlocksHtml } from '../../testing/content-html.test-support.tsx'

describe('Fragment', () => {
  it('renders its children with no element of its own', () => {
    const html = renderBlocksHtml([
      {
        '@type': '@builder.io/sdk:Element',
        id: 'f',
        component: { name: 'Fragment' },
        children: [{ '@type': '@builder.io/sdk:Element', id: 'kid' }],
      },
    ])
    expect(html).toBe('<div class="kid builder-block" builder-id="kid"></div>')
  })
})

const kid = { '@type': '@builder.io/sdk:Element' as const, id: 'kid', properties: { title: 'k' } }

describe('Fragment static HTML', () => {
  it('renders the children only, or nothing', () => {
    for (const children of [[kid, { ...kid, id: 'kid2' }], [], undefined]) {
      const result = renderBlocksBothWays([
        {
          '@type': '@builder.io/sdk:Element',
          id: 'f',
          class: 'dropped',
          component: { name: 'Fragment' },
          children,
        },
      ])
      expect(result.fast).toBe(result.slow)
      expect(result.fast).not.toContain('dropped')
      expect(result.fastLists).toBe(1)
    }
  })
})
