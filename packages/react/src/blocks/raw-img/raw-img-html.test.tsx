import type { Block } from '@tessera/core'
import { describe, expect, it, vi } from 'vitest'
import { renderBlocksBothWays } from '../../static-html/render-both-ways.test-support.tsx'

const rawImg = (options: Record<string, unknown>, extra: Partial<Block> = {}): Block => ({
  '@type': '@builder.io/sdk:Element',
  id: 'r',
  component: { name: 'Raw:Img', options },
  ...extra,
})

describe('rawImgHtml', () => {
  it('renders the lazy img with the block attributes, in Suspense markers, as React does', () => {
    const cases: Array<[Record<string, unknown>, Partial<Block>]> = [
      [
        {
          image: '/a/photo.PNG?v=2',
          altText: 'Photo',
          aspectRatio: 0.7041,
          backgroundSize: 'contain',
        },
        {
          class: 'extra',
          properties: { 'data-x': '1', title: 't' },
          style: { borderRadius: '4px' },
        },
      ],
      [{ image: ' https://example.com/a.svg ', title: 'T', altText: 3 }, { href: '/dropped' }],
      [{}, {}],
      [{ image: 'data:image/png;base64,AAAA', backgroundPosition: 'a;b' }, {}],
    ]
    for (const [options, extra] of cases) {
      const result = renderBlocksBothWays([rawImg(options, extra)])
      expect(result.fast).toBe(result.slow)
      expect(result.fastLists).toBe(1)
    }
    expect(renderBlocksBothWays([rawImg({})]).fast).toContain('<!--$--><!--/$-->')
  })

  it('leaves refused images to React, which warns once', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const result = renderBlocksBothWays([rawImg({ image: 'https://example.com/anim.gif' })])
    expect(result.fast).toBe(result.slow)
    expect(result.fastLists).toBe(0)
    expect(warn.mock.calls.filter(([message]) => String(message).includes('refuses'))).toHaveLength(
      2,
    )
    warn.mockRestore()
  })
})
