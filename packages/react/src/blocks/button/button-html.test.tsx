import type { Block } from '@tessera/core'
import { describe, expect, it } from 'vitest'
import { renderBlocksBothWays } from '../../static-html/render-both-ways.test-support.tsx'
import type { LinkComponent } from '../../types.ts'

const button = (options: Record<string, unknown>, extra: Partial<Block> = {}): Block => ({
  '@type': '@builder.io/sdk:Element',
  id: 'btn',
  properties: { 'aria-label': 'Go', target: '_self', role: 'tab' },
  component: { name: 'Core:Button', options },
  ...extra,
})
const Link: LinkComponent = ({ href, children }) => (
  <a data-router="1" href={href}>
    {children as string}
  </a>
)

describe('buttonHtml', () => {
  it('renders buttons and links with the block attributes as React does', () => {
    const cases = [
      { text: 'Click <me> & "you"' },
      { text: 3 },
      {},
      { text: 'Go', link: '/a' },
      { text: 'Go', link: 'https://x.test/?a=1&b=2', openLinkInNewTab: true },
      { text: 'Go', link: '' },
    ]
    for (const options of cases) {
      const result = renderBlocksBothWays([
        button(options, { class: 'c', style: { color: 'red' }, href: '/wrapper' }),
      ])
      expect(result.fast).toBe(result.slow)
      expect(result.fastLists).toBe(1)
    }
    expect(renderBlocksBothWays([button({ text: 'Hi' })]).fast).toContain(
      '<button aria-label="Go" target="_self" role="button" builder-id="btn" class="btn builder-block builder-button">Hi</button>',
    )
  })

  it('leaves links to React when the site has a link component, or when React would block them', () => {
    const withLink = renderBlocksBothWays([button({ text: 'Go', link: '/a' })], {
      linkComponent: Link,
    })
    expect(withLink.fast).toBe(withLink.slow)
    expect(withLink.fast).toContain('data-router="1"')
    expect(withLink.fastLists).toBe(0)
    const blocked = renderBlocksBothWays([button({ text: 'Go', link: 'javascript:alert(1)' })])
    expect(blocked.fast).toBe(blocked.slow)
    expect(blocked.fastLists).toBe(0)
    // Without a link the link component does not matter.
    const plain = renderBlocksBothWays([button({ text: 'Go' })], { linkComponent: Link })
    expect(plain.fast).toBe(plain.slow)
    expect(plain.fastLists).toBe(1)
  })
})
