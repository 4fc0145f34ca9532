import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { escapeHtmlText } from '../../static-html/escape-html-text.ts'
import {
  getImageUrlKind,
  getSrcSet,
  getSrcSets,
  getWebpSrcSet,
  setQueryParam,
} from './get-src-set.ts'

const OURS = 'https://img.example.com/api/v1/image/assets%2Fspace%2Fabc'
const widths = [100, 200, 400, 800, 1200, 1600, 2000]
const expected = (toUrl: (width: number) => string) =>
  widths.map((width) => `${toUrl(width)} ${width}w`).join(', ')

describe('getImageUrlKind', () => {
  it('tells resizable, Shopify and other URLs apart', () => {
    expect(getImageUrlKind(OURS)).toBe('resizable')
    expect(getImageUrlKind('/api/v1/image/assets%2Fs%2Fa')).toBe('resizable')
    expect(getImageUrlKind('https://cdn.builder.io/api/v1/image/assets%2Fk%2Fi')).toBe('resizable')
    expect(getImageUrlKind('https://builder.io/x.png')).toBe('resizable')
    expect(getImageUrlKind('https://cdn.shopify.com/s/files/a.jpg')).toBe('shopify')
    expect(getImageUrlKind('https://notbuilder.io/x.png')).toBe('other')
    expect(getImageUrlKind('https://example.com/photo.jpg')).toBe('other')
    expect(getImageUrlKind('data:image/png;base64,AAAA')).toBe('other')
    expect(getImageUrlKind('https://example.com/api/v1/image/a b')).toBe('other')
    expect(getImageUrlKind('')).toBe('other')
  })
})

describe('setQueryParam', () => {
  it('appends, replaces in place and keeps the rest byte for byte', () => {
    expect(setQueryParam('/a', 'width', '100')).toBe('/a?width=100')
    expect(setQueryParam('/a?', 'width', '100')).toBe('/a?width=100')
    expect(setQueryParam('/a?x=a%20b+c&width=5&y', 'width', '100')).toBe('/a?x=a%20b+c&width=100&y')
    expect(setQueryParam('/a?width=1&width=2#top', 'width', '3')).toBe('/a?width=3#top')
  })
})

describe('getSrcSet', () => {
  it('sets width on the service own image URLs, on any host and relative', () => {
    expect(getSrcSet(OURS)).toBe(expected((w) => `${OURS}?width=${w}`))
    expect(getSrcSet('/api/v1/image/assets%2Fs%2Fa?width=50&q=1')).toBe(
      expected((w) => `/api/v1/image/assets%2Fs%2Fa?width=${w}&q=1`),
    )
  })

  it('sets width on builder.io URLs', () => {
    const url = 'https://cdn.builder.io/api/v1/image/assets%2Fkey%2Fid?format=png'
    expect(getSrcSet(url)).toBe(
      expected(
        (w) => `https://cdn.builder.io/api/v1/image/assets%2Fkey%2Fid?format=png&width=${w}`,
      ),
    )
  })

  it('puts a size suffix before the extension of Shopify URLs, replacing one', () => {
    expect(getSrcSet('https://cdn.shopify.com/s/files/1/products/shirt.jpg?v=12')).toBe(
      expected((w) => `https://cdn.shopify.com/s/files/1/products/shirt_${w}x${w}.jpg?v=12`),
    )
    for (const suffix of ['_400x400', '_400x', '_x400', '_400x400@2x']) {
      expect(getSrcSet(`https://cdn.shopify.com/s/a.b/shirt.v2${suffix}.png`)).toBe(
        expected((w) => `https://cdn.shopify.com/s/a.b/shirt.v2_${w}x${w}.png`),
      )
    }
    expect(getSrcSet('https://cdn.shopify.com/s/files/noextension')).toBeUndefined()
  })

  it('gives none for other URLs', () => {
    expect(getSrcSet('https://example.com/photo.jpg')).toBeUndefined()
    expect(getSrcSet('data:image/png;base64,AAAA')).toBeUndefined()
  })
})

describe('getWebpSrcSet', () => {
  it('adds format=webp to every candidate of resizable URLs', () => {
    expect(getWebpSrcSet(`${OURS}?width=50`)).toBe(
      expected((w) => `${OURS}?width=${w}&format=webp`),
    )
  })

  it('sets width where it is, drops repeats and keeps the hash, as setQueryParam does', () => {
    const url = '/api/v1/image/a?x=1&width=5&&y=2&width=9#h'
    const sized = (w: number) => setQueryParam(url, 'width', String(w))
    expect(getSrcSet(url)).toBe(expected(sized))
    expect(getWebpSrcSet(url)).toBe(expected((w) => setQueryParam(sized(w), 'format', 'webp')))
    expect(getWebpSrcSet(url, 'resizable')).toBe(getWebpSrcSet(url))
  })

  it('gives none for Shopify, other, svg, gif and format-bearing URLs', () => {
    expect(getWebpSrcSet('https://cdn.shopify.com/s/files/a.jpg')).toBeUndefined()
    expect(getWebpSrcSet('https://example.com/a.jpg')).toBeUndefined()
    expect(getWebpSrcSet('https://cdn.builder.io/api/v1/image/logo.SVG?x=1')).toBeUndefined()
    expect(getWebpSrcSet('/api/v1/image/anim.gif')).toBeUndefined()
    expect(getWebpSrcSet(`${OURS}?format=png`)).toBeUndefined()
  })
})

describe('getSrcSets', () => {
  const piece = fc.constantFrom(
    ...['/api/v1/image/a', '.svg', '.GIF', '.png', '?', '#', '&', '=', 'width', 'format'],
    ...['width=5', 'format=png', 'formats=1', 'x', '%20', '<', '"', "'", '>', '&amp;'],
    ...['?format', '&format', '?width', '&width='],
  )
  const url = fc.array(piece, { maxLength: 9 }).map((pieces) => `/api/v1/image/${pieces.join('')}`)
  const IMAGE_WIDTHS = [100, 200, 400, 800, 1200, 1600, 2000]
  /** The spec: each candidate is the URL with `width` (then `format`) set by `setQueryParam`. */
  function spec(value: string, webp: boolean): string {
    return IMAGE_WIDTHS.map((w) => {
      const sized = setQueryParam(value, 'width', String(w))
      return `${webp ? setQueryParam(sized, 'format', 'webp') : sized} ${w}w`
    }).join(', ')
  }
  const allowsWebp = (value: string) => {
    const [beforeHash = ''] = value.split('#')
    const [path = '', query = ''] = beforeHash.split(/\?(.*)/s)
    const hasFormat = query.split('&').some((part) => part.split('=')[0] === 'format')
    return !/\.(?:svg|gif)$/i.test(path) && !hasFormat
  }

  it('leaves out WebP for a format parameter, with or without a value', () => {
    for (const query of ['format', 'format=', 'a&format', 'format&b=1', 'format=png#x']) {
      expect(getSrcSets(`/api/v1/image/a?${query}`, 'resizable', true).webpSrcSet).toBeUndefined()
    }
    expect(getSrcSets('/api/v1/image/a?formats&xformat=1', 'resizable', true).webpSrcSet).toBe(
      spec('/api/v1/image/a?formats&xformat=1', true),
    )
  })

  it('sets the width (and format) on resizable URLs as setQueryParam does', () => {
    fc.assert(
      fc.property(url, fc.boolean(), (value, withWebp) => {
        const sets = getSrcSets(value, 'resizable', withWebp)
        // An SVG (by its path) has no candidates at all.
        const isSvg = /\.svg$/i.test(value.split(/[?#]/)[0] ?? '')
        expect(sets.srcSet).toBe(isSvg ? undefined : spec(value, false))
        expect(sets.webpSrcSet).toBe(
          withWebp && allowsWebp(value) && !isSvg ? spec(value, true) : undefined,
        )
        expect(getSrcSet(value)).toBe(sets.srcSet)
        expect(getWebpSrcSet(value)).toBe(getSrcSets(value, 'resizable', true).webpSrcSet)
      }),
      { numRuns: 1000 },
    )
  })

  it('escapes through the parts what escaping the whole would give', () => {
    const shopify = fc.constantFrom('https://cdn.shopify.com/s/a_1x1.png?v=1&x="<>"', 'x.jpg')
    fc.assert(
      fc.property(fc.oneof(url, shopify), fc.boolean(), (value, withWebp) => {
        const kind = getImageUrlKind(value)
        const plain = getSrcSets(value, kind, withWebp)
        const escaped = getSrcSets(value, kind, withWebp, escapeHtmlText)
        expect(escaped.srcSet).toBe(
          plain.srcSet === undefined ? undefined : escapeHtmlText(plain.srcSet),
        )
        expect(escaped.webpSrcSet).toBe(
          plain.webpSrcSet === undefined ? undefined : escapeHtmlText(plain.webpSrcSet),
        )
      }),
      { numRuns: 500 },
    )
  })
})
