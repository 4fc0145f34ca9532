import { describe, expect, it } from 'vitest'
import { attributeHtml } from '../../static-html/attributes-to-html.ts'
import { escapeHtmlText } from '../../static-html/escape-html-text.ts'
import { NotStaticError } from '../../static-html/not-static.ts'
import { getImageUrlKind, getSrcSets } from '../shared-media/get-src-set.ts'
import { getImageUrlHtml } from './image-url-html.ts'

/** What `getImageUrlHtml` must give, computed without its cache. */
function expected(src: string, withWebp: boolean) {
  const kind = getImageUrlKind(src)
  const sets = getSrcSets(src, kind, withWebp, escapeHtmlText)
  return { kind, src: attributeHtml('src', src), ...sets }
}

const URLS = [
  '/api/v1/image/assets%2Fs%2Fa?width=50&q="x"',
  'https://cdn.builder.io/api/v1/image/assets%2Fs%2Fb.gif',
  'https://cdn.shopify.com/s/files/a_100x100.png?v=1',
  'https://example.com/cat.jpg#<x>',
]

describe('getImageUrlHtml', () => {
  it('gives the parts computed from the URL, with and without WebP, again and again', () => {
    for (let round = 0; round < 2; round++) {
      for (const src of URLS) {
        expect(getImageUrlHtml(src, true)).toEqual(expected(src, true))
        expect(getImageUrlHtml(src, false)).toEqual(expected(src, false))
      }
    }
  })

  it('stays right when more URLs than it keeps go through it', () => {
    for (let index = 0; index < 600; index++) {
      const src = `/api/v1/image/assets%2Fs%2F${index}`
      expect(getImageUrlHtml(src, index % 2 === 0)).toEqual(expected(src, index % 2 === 0))
    }
    expect(getImageUrlHtml(URLS[0] as string, true)).toEqual(expected(URLS[0] as string, true))
  })

  it('refuses an unsafe URL every time (nothing is kept for it)', () => {
    for (let round = 0; round < 2; round++) {
      expect(() => getImageUrlHtml('javascript:alert(1)', true)).toThrow(NotStaticError)
    }
  })
})

describe('getImageUrlHtml memory', () => {
  it('keeps frozen parts for ordinary URLs and keeps nothing for long ones', () => {
    const src = '/api/v1/image/assets%2Fs%2Fkept'
    const first = getImageUrlHtml(src, true)
    expect(Object.isFrozen(first)).toBe(true)
    expect(getImageUrlHtml(src, true)).toBe(first)
    const inline = `data:image/png;base64,${'A'.repeat(5000)}`
    const once = getImageUrlHtml(inline, false)
    expect(once).toEqual(expected(inline, false))
    expect(getImageUrlHtml(inline, false)).not.toBe(once)
  })
})
