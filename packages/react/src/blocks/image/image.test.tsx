// @vitest-environment happy-dom
import type { Block } from '@tessera/core'
import { afterEach, describe, expect, it } from 'vitest'
import { Content } from '../../content/content.tsx'
import { renderBlocksBothWays } from '../../static-html/render-both-ways.test-support.tsx'
import { entryWith, renderBlocksHtml } from '../../testing/content-html.test-support.tsx'
import { hydrateForTest } from '../../testing/render.test-support.tsx'
import { imageBlock } from './definition.ts'

const OURS = '/api/v1/image/assets%2Fs%2Fa'
const customComponents = [imageBlock]
const imageBlockData = (options: Record<string, unknown>, extra: Partial<Block> = {}): Block => ({
  '@type': '@builder.io/sdk:Element',
  id: 'i',
  component: { name: 'Image', options },
  ...extra,
})
const render = (options: Record<string, unknown>, extra: Partial<Block> = {}) =>
  renderBlocksHtml([imageBlockData(options, extra)], { customComponents })
const widths = [100, 200, 400, 800, 1200, 1600, 2000]
const srcSetOf = (url: (width: number) => string) =>
  widths.map((width) => `${url(width)} ${width}w`).join(', ')

afterEach(() => {
  document.body.innerHTML = ''
})

describe('Image', () => {
  it('renders a picture with a webp source, a lazy img and the sizer', () => {
    expect(render({ image: OURS, altText: 'A cat', aspectRatio: 0.7041 })).toBe(
      [
        '<div class="i builder-block" builder-id="i"><picture>',
        `<source type="image/webp" srcSet="${srcSetOf((w) => `${OURS}?width=${w}&amp;format=webp`)}" sizes="100vw"/>`,
        `<img class="builder-image builder-image-fill" src="${OURS}" srcSet="${srcSetOf((w) => `${OURS}?width=${w}`)}" sizes="100vw" alt="A cat" loading="lazy" fetchPriority="auto" decoding="async"/>`,
        '</picture><div class="builder-image-sizer" style="padding-top:70.41%"></div></div>',
      ].join(''),
    )
  })

  it('loads high-priority images eagerly with fetchpriority high, every other one lazily', () => {
    const html = render({ image: OURS, highPriority: true })
    expect(html).toContain('loading="eager" fetchPriority="high" decoding="async"')
    // As gen-2: `lazy: false` (common in old content) does not make an image eager.
    for (const lazy of [false, true, undefined]) {
      expect(render({ image: OURS, lazy })).toContain(
        'loading="lazy" fetchPriority="auto" decoding="async"',
      )
    }
  })

  it('gives an SVG image no srcset, even an author one', () => {
    for (const image of [
      'https://example.com/logo.svg',
      `${OURS}.SVG?width=40`,
      'https://cdn.builder.io/api/v1/image/assets%2Fa%2Flogo.svg',
    ]) {
      const html = render({ image, srcset: 'a.svg 1x, b.svg 2x' })
      expect(html).not.toContain('srcSet')
      expect(html).not.toContain('sizes=')
      expect(html).not.toContain('<source')
    }
  })

  it('renders an image with a given width and height at that size', () => {
    const html = render({ image: OURS, width: 600, height: 400 })
    expect(html).toContain(
      'alt="" width="600" height="400" loading="lazy" fetchPriority="auto" decoding="async" style="max-width:100%;height:auto;aspect-ratio:600 / 400"/>',
    )
    // With an aspect ratio the image fills the sizer's box; one dimension alone is no size.
    const filling = render({ image: OURS, width: 600, height: 400, aspectRatio: 0.5 })
    expect(filling).toContain('<img class="builder-image builder-image-fill"')
    expect(filling).toContain(
      'width="600" height="400" loading="lazy" fetchPriority="auto" decoding="async"/>',
    )
    expect(render({ image: OURS, width: 600 })).not.toContain(' width="600"')
    expect(render({ image: OURS, width: '600', height: 400 })).not.toContain(' height="400"')
  })

  it('sets object-fit and object-position, refusing unsafe values (cover, center: base CSS)', () => {
    expect(
      render({ image: OURS, backgroundSize: 'contain', backgroundPosition: 'top left' }),
    ).toContain('decoding="async" style="object-fit:contain;object-position:top left"/>')
    expect(render({ image: OURS, backgroundPosition: 'top' })).toContain(
      'decoding="async" style="object-position:top"/>',
    )
    expect(
      render({ image: OURS, backgroundSize: 'auto', backgroundPosition: 'x;background:red' }),
    ).toContain('decoding="async"/>')
  })

  it('gives other URLs the author srcset or none, and no webp source', () => {
    const url = 'https://example.com/cat.jpg'
    expect(render({ image: url, title: 'T' })).toBe(
      '<div class="i builder-block" builder-id="i"><picture><img class="builder-image" src="https://example.com/cat.jpg" alt="" title="T" loading="lazy" fetchPriority="auto" decoding="async"/></picture></div>',
    )
    expect(render({ image: url, srcset: 'a.jpg 1x, b.jpg 2x', sizes: '50vw' })).toContain(
      'srcSet="a.jpg 1x, b.jpg 2x" sizes="50vw"',
    )
  })

  it('computes the srcset of resizable URLs even when content has one', () => {
    expect(render({ image: OURS, srcset: 'old.jpg 100w' })).toContain(
      `srcSet="${srcSetOf((w) => `${OURS}?width=${w}`)}"`,
    )
  })

  it('gives Shopify images a suffix srcset and no webp source', () => {
    const html = render({ image: 'https://cdn.shopify.com/s/files/a_100x100.png?v=1' })
    expect(html).toContain(
      `srcSet="${srcSetOf((w) => `https://cdn.shopify.com/s/files/a_${w}x${w}.png?v=1`)}"`,
    )
    expect(html).not.toContain('<source')
  })

  it('leaves the webp source out with noWebp', () => {
    const html = render({ image: OURS, noWebp: true })
    expect(html).not.toContain('<source')
    expect(html).toContain(`srcSet="${srcSetOf((w) => `${OURS}?width=${w}`)}"`)
  })

  it('computes sizes from responsive widths, and keeps the author sizes', () => {
    const responsiveStyles = { large: { width: '50%' }, small: { width: '100%' } }
    const html = render({ image: OURS }, { responsiveStyles })
    expect(html).toContain('sizes="(max-width: 640px) 100vw, 50vw"')
    expect(html.match(/sizes="\(max-width: 640px\) 100vw, 50vw"/g)).toHaveLength(2)
    expect(render({ image: OURS, sizes: '300px' }, { responsiveStyles })).toContain('sizes="300px"')
  })

  it('renders no sizer without an aspect ratio', () => {
    for (const aspectRatio of [undefined, 0, -1, 'x']) {
      const html = render({ image: OURS, aspectRatio })
      expect(html).not.toContain('builder-image-sizer')
      expect(html).toContain('<img class="builder-image" ')
      expect(html).toContain('decoding="async"/>')
    }
    expect(render({ image: OURS, aspectRatio: '0.5' })).toContain('padding-top:50%')
  })

  it('puts children in the flow without a sizer when fitContent', () => {
    const child = { '@type': '@builder.io/sdk:Element' as const, id: 'kid' }
    const html = render({ image: OURS, aspectRatio: 0.5, fitContent: true }, { children: [child] })
    expect(html).not.toContain('builder-image-sizer')
    expect(html).toContain('<img class="builder-image builder-image-fill"')
    expect(html).toContain(
      'decoding="async"/></picture><div class="kid builder-block" builder-id="kid"></div>',
    )
  })

  it('lays children over the image after the sizer without fitContent', () => {
    const child = { '@type': '@builder.io/sdk:Element' as const, id: 'kid' }
    const html = render({ image: OURS, aspectRatio: 0.5, fitContent: false }, { children: [child] })
    expect(html).toContain(
      '</picture><div class="builder-image-sizer" style="padding-top:50%"></div><div style="position:absolute;top:0;left:0;width:100%;height:100%;display:flex;flex-direction:column;align-items:stretch"><div class="kid builder-block" builder-id="kid"></div></div>',
    )
  })

  it('renders only the sizer without an image', () => {
    expect(render({ aspectRatio: 0.25 })).toBe(
      '<div class="i builder-block" builder-id="i"><div class="builder-image-sizer" style="padding-top:25%"></div></div>',
    )
  })

  it('hydrates without mismatches', async () => {
    const content = entryWith([
      imageBlockData(
        { image: OURS, aspectRatio: 0.7041, highPriority: true },
        { responsiveStyles: { large: { width: '50%' } } },
      ),
      imageBlockData({ image: 'https://cdn.shopify.com/s/a.jpg', fitContent: false }, { id: 'j' }),
    ])
    const result = await hydrateForTest(
      <Content apiKey="key" content={content} customComponents={customComponents} />,
    )
    expect(result.consoleErrors).toEqual([])
    expect(result.recoverableErrors).toEqual([])
    expect(result.container.querySelectorAll('img.builder-image')).toHaveLength(2)
    result.unmount()
  })
})

const image = (options: Record<string, unknown>, extra: Partial<Block> = {}): Block => ({
  '@type': '@builder.io/sdk:Element',
  id: 'i',
  component: { name: 'Image', options },
  ...extra,
})
const kid: Block = { '@type': '@builder.io/sdk:Element', id: 'kid' }

describe('Image static HTML', () => {
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
