import type { Block } from '@tessera/core'
import { describe, expect, it } from 'vitest'
import { renderBlocksBothWays } from '../../static-html/render-both-ways.test-support.tsx'
import { renderBlocksHtml } from '../../testing/content-html.test-support.tsx'
import type { LinkComponent } from '../../types.ts'

const button = (options: Record<string, unknown>) => ({
  '@type': '@builder.io/sdk:Element' as const,
  id: 'btn',
  properties: { 'aria-label': 'Go' },
  component: { name: 'Core:Button', options },
})

describe('Core:Button', () => {
  it('renders button.builder-button with the block attributes', () => {
    expect(renderBlocksHtml([button({ text: 'Click me!' })])).toBe(
      '<button aria-label="Go" builder-id="btn" class="btn builder-block builder-button" role="button">Click me!</button>',
    )
  })

  it('renders a link, in a new tab when asked', () => {
    expect(renderBlocksHtml([button({ text: 'Go', link: '/a' })])).toBe(
      '<a aria-label="Go" builder-id="btn" class="btn builder-block" href="/a" role="link">Go</a>',
    )
    expect(
      renderBlocksHtml([button({ text: 'Go', link: 'https://x.test', openLinkInNewTab: true })]),
    ).toBe(
      '<a aria-label="Go" builder-id="btn" class="btn builder-block" href="https://x.test" role="link" target="_blank" rel="noopener">Go</a>',
    )
  })

  it('uses the link component for links', () => {
    const Link = (props: Record<string, unknown>) => (
      <a data-router="1" href={String(props.href)}>
        {props.children as string}
      </a>
    )
    expect(renderBlocksHtml([button({ text: 'Go', link: '/a' })], { linkComponent: Link })).toBe(
      '<a data-router="1" href="/a">Go</a>',
    )
  })
})

const buttonWith = (options: Record<string, unknown>, extra: Partial<Block> = {}): Block => ({
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

describe('Core:Button static HTML', () => {
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
        buttonWith(options, { class: 'c', style: { color: 'red' }, href: '/wrapper' }),
      ])
      expect(result.fast).toBe(result.slow)
      expect(result.fastLists).toBe(1)
    }
    expect(renderBlocksBothWays([buttonWith({ text: 'Hi' })]).fast).toContain(
      '<button aria-label="Go" target="_self" role="button" builder-id="btn" class="btn builder-block builder-button">Hi</button>',
    )
  })

  it('leaves links to React when the site has a link component, or when React would block them', () => {
    const withLink = renderBlocksBothWays([buttonWith({ text: 'Go', link: '/a' })], {
      linkComponent: Link,
    })
    expect(withLink.fast).toBe(withLink.slow)
    expect(withLink.fast).toContain('data-router="1"')
    expect(withLink.fastLists).toBe(0)
    const blocked = renderBlocksBothWays([buttonWith({ text: 'Go', link: 'javascript:alert(1)' })])
    expect(blocked.fast).toBe(blocked.slow)
    expect(blocked.fastLists).toBe(0)
    // Without a link the link component does not matter.
    const plain = renderBlocksBothWays([buttonWith({ text: 'Go' })], { linkComponent: Link })
    expect(plain.fast).toBe(plain.slow)
    expect(plain.fastLists).toBe(1)
  })
})
