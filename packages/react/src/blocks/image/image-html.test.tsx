import type { Block } from '@tessera/core'
import { describe, expect, it } from 'vitest'
import { renderBlocksBothWays } from '../../static-html/render-both-ways.test-support.tsx'

const OURS = '/api/v1/image/assets%2Fs%2Fa'
const image = (options: Record<string, unknown>, extra: Partial<Block> = {}): Block => ({
  '@type': '@builder.io/sdk:Element',
  id: 'i',
  component: { name: 'Image', options },
  ...extra,
})
const kid: Block = { '@type': '@builder.io/sdk:Element', id: 'kid' }

describe('imageHtml', () => {
  it('renders pictures, sources, sizers and children as React does', () => {
    const cases: Array<[Record<string, unknown>, Partial<Block>]> = [
      [{ image: OURS, altText: 'A "cat"', aspectRatio: 0.7041 }, {}],
      [
        { image: OURS, highPriority: true, lazy: false },
        { responsiveStyles: { large: { width: '50%' } } },
      ],
      [{ image: 'https://cdn.shopify.com/s/files/a_100x100.png?v=1', title: 7 }, {}],
      [{ image: 'https://example.com/cat.jpg', srcset: 'a.jpg 1x', sizes: '50vw' }, {}],
      [{ image: OURS, noWebp: true, backgroundSize: 'contain', backgroundPosition: 'x;y' }, {}],
      [{ image: OURS, aspectRatio: 0.5, fitContent: true }, { children: [kid] }],
      [{ image: OURS, aspectRatio: 0.5, fitContent: false }, { children: [kid] }],
      [{ image: OURS, aspectRatio: 0.5 }, { children: [{ ...kid, hide: true }] }],
      [{ aspectRatio: 0.25 }, {}],
      [{ image: '  ' }, { children: [kid] }],
    ]
    for (const [options, extra] of cases) {
      const result = renderBlocksBothWays([image(options, extra)])
      expect(result.fast).toBe(result.slow)
      expect(result.fastLists).toBe(1)
    }
  })

  it('preloads high-priority images as the component does (React would not: they sit in a picture)', () => {
    const result = renderBlocksBothWays([image({ image: OURS, highPriority: true })])
    expect(result.fast).toBe(result.slow)
    expect(result.fast.match(/rel="preload"/g)).toHaveLength(1)
    expect(result.fast).toContain('loading="eager" fetchPriority="high"')
  })

  it('preloads a parent image before its child images, each srcset once, as React does', () => {
    const child = { ...image({ image: OURS, highPriority: true, noWebp: true }), id: 'child' }
    const parent = { ...image({ image: OURS, highPriority: true }), children: [child] }
    const again = { ...image({ image: OURS, highPriority: true }), id: 'again' }
    const result = renderBlocksBothWays([parent, again])
    expect(result.fast).toBe(result.slow)
    const links = result.fast.match(/<link rel="preload"[^>]*>/g) ?? []
    expect(links).toHaveLength(2)
    expect(links[0]).toContain('type="image/webp"')
    expect(links[1]).not.toContain('format=webp')
  })

  it('leaves javascript: images to React, which blocks them its own way', () => {
    const result = renderBlocksBothWays([image({ image: 'javascript:alert(1)' })])
    expect(result.fast).toBe(result.slow)
    expect(result.fastLists).toBe(0)
  })
})
