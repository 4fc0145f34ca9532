import { describe, expect, it } from 'vitest'
import { renderBlocksHtml } from '../../testing/content-html.test-support.tsx'

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
