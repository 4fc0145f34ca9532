import { describe, expect, it } from 'vitest'
import { getImageUrlKind, getSrcSets } from '../shared-media/get-src-set.ts'
import { getImageUrls } from './image-urls.ts'

/** What `getImageUrls` must give, computed without its cache. */
function expected(src: string, withWebp: boolean) {
  const kind = getImageUrlKind(src)
  return { kind, ...getSrcSets(src, kind, withWebp) }
}

const URLS = [
  '/api/v1/image/assets%2Fs%2Fa?width=50&q="x"',
  'https://cdn.builder.io/api/v1/image/assets%2Fs%2Fb.gif',
  'https://cdn.shopify.com/s/files/a_100x100.png?v=1',
  'https://example.com/cat.jpg#<x>',
]

describe('getImageUrls', () => {
  it('gives the parts computed from the URL, with and without WebP, again and again', () => {
    for (let round = 0; round < 2; round++) {
      for (const src of URLS) {
        expect(getImageUrls(src, true)).toEqual(expected(src, true))
        expect(getImageUrls(src, false)).toEqual(expected(src, false))
      }
    }
  })

  it('stays right when more URLs than it keeps go through it', () => {
    for (let index = 0; index < 600; index++) {
      const src = `/api/v1/image/assets%2Fs%2F${index}`
      expect(getImageUrls(src, index % 2 === 0)).toEqual(expected(src, index % 2 === 0))
    }
    expect(getImageUrls(URLS[0] as string, true)).toEqual(expected(URLS[0] as string, true))
  })
})

describe('getImageUrls memory', () => {
  it('keeps frozen parts for ordinary URLs and keeps nothing for long ones', () => {
    const src = '/api/v1/image/assets%2Fs%2Fkept'
    const first = getImageUrls(src, true)
    expect(Object.isFrozen(first)).toBe(true)
    expect(getImageUrls(src, true)).toBe(first)
    const inline = `data:image/png;base64,${'A'.repeat(5000)}`
    const once = getImageUrls(inline, false)
    expect(once).toEqual(expected(inline, false))
    expect(getImageUrls(inline, false)).not.toBe(once)
  })
})
