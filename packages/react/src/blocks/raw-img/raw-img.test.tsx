// @vitest-environment happy-dom
import type { Block } from '@tessera/core'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Content } from '../../content/content.tsx'
import { renderBlocksBothWays } from '../../static-html/render-both-ways.test-support.tsx'
import { entryWith, renderBlocksHtml } from '../../testing/content-html.test-support.tsx'
import { hydrateForTest } from '../../testing/render.test-support.tsx'
import { rawImgBlock } from './definition.ts'
import { isAllowedRawImage } from './is-allowed-raw-image.ts'

const customComponents = [rawImgBlock]
const rawImg = (options: Record<string, unknown>, extra: Partial<Block> = {}): Block => ({
  '@type': '@builder.io/sdk:Element',
  id: 'r',
  component: { name: 'Raw:Img', options },
  ...extra,
})
const render = (blocks: Block[]) => renderBlocksHtml(blocks, { customComponents })

afterEach(() => {
  document.body.innerHTML = ''
  vi.restoreAllMocks()
})

describe('Raw:Img', () => {
  it('renders a lazy img with the block attributes and CSS aspect-ratio', () => {
    const html = render([
      rawImg(
        {
          image: '/a/photo.PNG?v=2',
          altText: 'Photo',
          aspectRatio: 0.7041,
          backgroundSize: 'contain',
        },
        { class: 'extra', properties: { 'data-x': '1' }, style: { borderRadius: '4px' } },
      ),
    ])
    expect(html).toBe(
      '<!--$--><img class="r builder-block extra builder-raw-img" data-x="1" builder-id="r" src="/a/photo.PNG?v=2" alt="Photo" loading="lazy" style="object-fit:contain;object-position:center;aspect-ratio:1 / 0.7041;border-radius:4px"/><!--/$-->',
    )
  })

  it('refuses other image types: renders nothing and warns once', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const html = render([
      rawImg({ image: 'https://example.com/anim.gif' }),
      rawImg({ image: 'https://example.com/anim.gif' }, { id: 'r2' }),
      rawImg({ image: 'https://example.com/ok.webp' }, { id: 'r3' }),
    ])
    expect(html).toBe(
      '<!--$--><!--/$--><!--$--><!--/$--><!--$--><img class="r3 builder-block builder-raw-img" builder-id="r3" src="https://example.com/ok.webp" alt="" loading="lazy" style="object-fit:cover;object-position:center"/><!--/$-->',
    )
    expect(warn.mock.calls).toEqual([
      [
        '[Tessera]: Raw:Img refuses "https://example.com/anim.gif": only jpeg, jpg, png, svg and webp images (or URLs without a file extension) are allowed',
      ],
    ])
  })

  it('renders nothing for an empty image, without a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(render([rawImg({})])).toBe('<!--$--><!--/$-->')
    expect(warn).not.toHaveBeenCalled()
  })

  it('renders an image service URL without extension, with its title and aspect ratio', async () => {
    const image = 'https://cdn.builder.io/api/v1/image/assets%2Fabc%2Fdef'
    const block = rawImg({ image, title: 'A title', altText: 'Alt', aspectRatio: 0.5 })
    expect(render([block])).toBe(
      `<!--$--><img class="r builder-block builder-raw-img" builder-id="r" src="${image}" alt="Alt" title="A title" loading="lazy" style="object-fit:cover;object-position:center;aspect-ratio:1 / 0.5"/><!--/$-->`,
    )
    const result = await hydrateForTest(
      <Content apiKey="key" content={entryWith([block])} customComponents={customComponents} />,
    )
    expect(result.consoleErrors).toEqual([])
    const img = result.container.querySelector('img.builder-raw-img')
    expect(img?.getAttribute('src')).toBe(image)
    expect(img?.getAttribute('title')).toBe('A title')
    result.unmount()
  })

  it('hydrates without mismatches', async () => {
    const result = await hydrateForTest(
      <Content
        apiKey="key"
        content={entryWith([rawImg({ image: 'https://example.com/a.svg', aspectRatio: 1 })])}
        customComponents={customComponents}
      />,
    )
    expect(result.consoleErrors).toEqual([])
    expect(result.container.querySelector('img.builder-raw-img')?.getAttribute('loading')).toBe(
      'lazy',
    )
    result.unmount()
  })
})

describe('isAllowedRawImage', () => {
  it('accepts jpeg, jpg, png, svg and webp by path extension, ignoring query and hash', () => {
    for (const url of [
      'https://example.com/a.jpeg',
      'https://example.com/a.JPG?x=1.gif',
      '/rel/a.png#frag',
      'a.svg',
      '//cdn.example.com/a.webp',
      'data:image/png;base64,AAAA',
      'data:image/svg+xml,%3Csvg%3E',
      'DATA:IMAGE/WEBP;base64,AAAA',
    ]) {
      expect(isAllowedRawImage(url), url).toBe(true)
    }
  })

  it('accepts image service URLs without a file extension', () => {
    for (const url of [
      '/api/v1/image/assets%2Fs%2Fa',
      'https://cdn.builder.io/api/v1/image/assets%2Fabc%2Fdef?width=400',
      'https://example.com/a?f=.png',
      'https://images.example.com/photo/123',
    ]) {
      expect(isAllowedRawImage(url), url).toBe(true)
    }
  })

  it('refuses other types and other schemes', () => {
    for (const url of [
      'https://example.com/a.gif',
      'https://example.com/a.png.exe',
      'https://example.com/page.html',
      'https://example.com/a.d/b.gif?x',
      'data:image/gif;base64,AAAA',
      'data:text/html,<b>.png',
      'javascript:alert(1)//.png',
      'ftp://example.com/a.png',
      'http://[bad/a.png',
    ]) {
      expect(isAllowedRawImage(url), url).toBe(false)
    }
  })
})

const rawImgWith = (options: Record<string, unknown>, extra: Partial<Block> = {}): Block => ({
  '@type': '@builder.io/sdk:Element',
  id: 'r',
  component: { name: 'Raw:Img', options },
  ...extra,
})

describe('Raw:Img static HTML', () => {
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
      const result = renderBlocksBothWays([rawImgWith(options, extra)])
      expect(result.fast).toBe(result.slow)
      expect(result.fastLists).toBe(1)
    }
    expect(renderBlocksBothWays([rawImgWith({})]).fast).toContain('<!--$--><!--/$-->')
  })

  it('leaves refused images to React, which warns once', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const result = renderBlocksBothWays([rawImgWith({ image: 'https://example.com/anim.gif' })])
    expect(result.fast).toBe(result.slow)
    expect(result.fastLists).toBe(0)
    expect(warn.mock.calls.filter(([message]) => String(message).includes('refuses'))).toHaveLength(
      2,
    )
    warn.mockRestore()
  })
})
