import type { Entry } from '@tessera/core'
import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { Content } from './content.tsx'
import { invalidApiVersionMessage } from './gen2-content-props.ts'

const entry: Entry = {
  id: 'c1',
  data: {
    blocks: [
      {
        '@type': '@builder.io/sdk:Element',
        id: 't',
        component: { name: 'Text', options: { text: 'Hi' } },
      },
    ],
  },
}

describe('<Content> gen-2 props', () => {
  it('puts nonce on the content’s <style>', () => {
    const html = renderToString(<Content apiKey="k" content={entry} nonce="r4nd0m" />)
    expect(html).toMatch(/<style data-id="builderio-content" nonce="r4nd0m">/)
    expect(renderToString(<Content apiKey="k" content={entry} />)).not.toContain('nonce')
  })

  it('wraps the content in contentWrapper (a tag or a component) with contentWrapperProps', () => {
    const tag = renderToString(
      <Content
        apiKey="k"
        content={entry}
        contentWrapper="article"
        contentWrapperProps={{ 'data-section': 'hero' }}
      />,
    )
    expect(tag).toMatch(
      /^<article data-section="hero" builder-content-id="c1" builder-model="page" class="variant-c1">/,
    )
    expect(tag).toMatch(/<\/article>$/)
    const Frame = ({ children, ...rest }: { children?: ReactNode }) => (
      <main {...rest}>{children}</main>
    )
    const component = renderToString(<Content apiKey="k" content={entry} contentWrapper={Frame} />)
    expect(component).toMatch(/^<main builder-content-id="c1"/)
    expect(component).toContain('<div class="builder-text">Hi</div>')
  })

  it('accepts apiVersion v3 and logs gen-2’s error for another, still rendering', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      expect(renderToString(<Content apiKey="k" content={entry} apiVersion="v3" />)).toContain('Hi')
      expect(error).not.toHaveBeenCalled()
      expect(renderToString(<Content apiKey="k" content={entry} apiVersion="v2" />)).toContain('Hi')
      expect(error).toHaveBeenCalledWith(invalidApiVersionMessage('v2'))
      expect(invalidApiVersionMessage('v2')).toBe(
        "[Tessera]: Invalid apiVersion: expected 'v3', received 'v2'",
      )
    } finally {
      error.mockRestore()
    }
  })
})
