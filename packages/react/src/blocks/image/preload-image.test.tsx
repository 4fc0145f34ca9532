// @vitest-environment happy-dom
import type { Block } from '@tessera/core'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Content } from '../../content/content.tsx'
import { entryWith } from '../../testing/content-html.test-support.tsx'
import { hydrateForTest } from '../../testing/render.test-support.tsx'
import { getImagePreload } from './preload-image.ts'

const CDN = 'https://cdn.builder.io/api/v1/image/assets%2Fspace%2Fid'

function image(id: string, options: Record<string, unknown>, extra: Partial<Block> = {}): Block {
  return { '@type': '@builder.io/sdk:Element', id, component: { name: 'Image', options }, ...extra }
}

function preloadLinks(html: string): string[] {
  return html.match(/<link rel="preload"[^>]*>/g) ?? []
}

describe('getImagePreload', () => {
  it('takes the WebP srcset of a resizable image, as the <picture> source does', () => {
    const { options } = getImagePreload(CDN, undefined, '50vw', false)
    expect(options).toMatchObject({ as: 'image', fetchPriority: 'high', type: 'image/webp' })
    expect(options.imageSizes).toBe('50vw')
    expect(options.imageSrcSet).toContain(`${CDN}?width=800&format=webp 800w`)
  })

  it('takes the plain srcset without WebP, and an author srcset for other hosts', () => {
    const plain = getImagePreload(CDN, undefined, '100vw', true).options
    expect(plain.type).toBeUndefined()
    expect(plain.imageSrcSet).toContain(`${CDN}?width=800 800w`)
    const other = getImagePreload('https://x.test/a.png', 'a.png 1x, b.png 2x', '100vw', false)
    expect(other).toEqual({
      href: 'https://x.test/a.png',
      options: {
        as: 'image',
        fetchPriority: 'high',
        type: undefined,
        imageSrcSet: 'a.png 1x, b.png 2x',
        imageSizes: '100vw',
      },
    })
  })

  it('is the src alone for an image of another host without srcset', () => {
    expect(getImagePreload('https://x.test/a.png', undefined, undefined, false)).toEqual({
      href: 'https://x.test/a.png',
      options: {
        as: 'image',
        fetchPriority: 'high',
        type: undefined,
        imageSrcSet: undefined,
        imageSizes: undefined,
      },
    })
  })
})

describe('a high-priority Image', () => {
  it('is preloaded first by the server, whether its list is static HTML or not', () => {
    const staticHtml = renderToString(
      <Content
        apiKey="key"
        content={entryWith([image('i', { image: CDN, highPriority: true })])}
      />,
    )
    const bound = image(
      'i',
      { image: CDN, highPriority: true },
      { bindings: { 'component.options.altText': '"bound"' } },
    )
    const reactHtml = renderToString(<Content apiKey="key" content={entryWith([bound])} />)
    for (const html of [staticHtml, reactHtml]) {
      const links = preloadLinks(html)
      expect(links).toHaveLength(1)
      expect(links[0]).toContain('fetchPriority="high"')
      expect(links[0]).toContain('type="image/webp"')
      expect(links[0]).toContain(`imageSrcSet="${CDN}?width=100&amp;format=webp 100w,`)
      expect(html.indexOf('<link')).toBeLessThan(html.indexOf('<picture>'))
    }
    expect(reactHtml).toContain('alt="bound"')
  })

  it('is preloaded once however often it appears; other images are not preloaded', () => {
    const blocks = [
      image('a', { image: CDN, highPriority: true }),
      image('b', { image: CDN, highPriority: true }),
      image('c', { image: `${CDN}2`, lazy: false }),
      image('d', { image: `${CDN}3` }),
    ]
    const html = renderToString(<Content apiKey="key" content={entryWith(blocks)} />)
    expect(preloadLinks(html)).toHaveLength(1)
  })

  it('is not preloaded when its block hides it (children a Text block does not show)', () => {
    const text: Block = {
      '@type': '@builder.io/sdk:Element',
      id: 't',
      component: { name: 'Text', options: { text: 'hi' } },
      children: [image('i', { image: CDN, highPriority: true })],
    }
    const html = renderToString(<Content apiKey="key" content={entryWith([text])} />)
    expect(html).toContain('data-tessera-html')
    expect(preloadLinks(html)).toEqual([])
  })

  it('hydrates without mismatch', async () => {
    const content = entryWith([image('i', { image: CDN, highPriority: true })])
    const result = await hydrateForTest(<Content apiKey="key" content={content} />)
    expect(preloadLinks(result.html)).toHaveLength(1)
    expect(result.recoverableErrors).toEqual([])
    expect(result.consoleErrors).toEqual([])
    result.unmount()
  })
})
