import { describe, expect, it } from 'vitest'
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
