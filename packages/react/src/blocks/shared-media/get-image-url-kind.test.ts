import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { getImageUrlKind } from './get-image-url-kind.ts'
import type { ImageUrlKind } from './get-image-url-kind.ts'

/** The previous implementation (every URL through the WHATWG URL parser), kept as the oracle. */
function parsedKind(url: string): ImageUrlKind {
  if (url.trim() === '' || /\s/.test(url)) return 'other'
  let parsed: URL
  try {
    parsed = new URL(url, 'http://relative.invalid')
  } catch {
    return 'other'
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return 'other'
  const host = parsed.hostname.toLowerCase()
  if (host === 'cdn.shopify.com') return 'shopify'
  if (host === 'builder.io' || host.endsWith('.builder.io')) return 'resizable'
  return parsed.pathname.includes('/api/v1/image/') ? 'resizable' : 'other'
}

const CASES: Array<[string, ImageUrlKind]> = [
  ['https://cdn.builder.io/api/v1/image/assets%2Fk%2Fi', 'resizable'],
  ['HTTPS://CDN.Builder.IO/x.png', 'resizable'],
  ['https://builder.io/x.png', 'resizable'],
  ['https://builder.io.', 'other'],
  ['https://notbuilder.io/x.png', 'other'],
  ['https://cdn.shopify.com/s/files/a.jpg', 'shopify'],
  ['https://cdn.shopify.com:443/s/a.jpg', 'shopify'],
  ['https://user@cdn.shopify.com/a.jpg', 'shopify'],
  ['https://cdn%2Eshopify.com/a.jpg', 'shopify'],
  ['https://img.example.com/api/v1/image/a', 'resizable'],
  ['https://img.example.com/x/../api/v1/image/a', 'resizable'],
  ['https://img.example.com/api/v1/image/../a', 'other'],
  ['https://img.example.com/api/v1/%2e%2e/image/a', 'other'],
  ['https://1.2.3.4/api/v1/image/a', 'resizable'],
  ['https://999.1.1.1/api/v1/image/a', 'other'],
  ['https://0x7f.1/api/v1/image/a', 'resizable'],
  ['https://xn--nxasmq6b.com/api/v1/image/a', 'resizable'],
  ['https://xn--a.com/api/v1/image/a', 'other'],
  ['https:\\\\cdn.shopify.com\\a.jpg', 'shopify'],
  ['http:cdn.shopify.com/a.jpg', 'other'],
  ['//cdn.shopify.com/a.jpg', 'shopify'],
  ['/api/v1/image/assets%2Fs%2Fa', 'resizable'],
  ['/a/./api/v1/image/x', 'resizable'],
  ['api/v1/image/x', 'resizable'],
  ['?/api/v1/image/', 'other'],
  ['\u0001/api/v1/image/x', 'resizable'],
  ['data:image/png;base64,AAAA', 'other'],
  ['javascript:alert(1)//api/v1/image/', 'other'],
  ['https://example.com/api/v1/image/a b', 'other'],
  ['https://exa<mple.com/api/v1/image/a', 'other'],
  ['https://é.com/api/v1/image/a', 'resizable'],
  ['', 'other'],
  ['   ', 'other'],
]

describe('getImageUrlKind', () => {
  it.each(CASES)('reads %j as %j, as the URL parser does', (url, kind) => {
    expect(parsedKind(url)).toBe(kind)
    expect(getImageUrlKind(url)).toBe(kind)
  })

  it('agrees with the URL parser on any URL made of URL-ish pieces', () => {
    const piece = fc.constantFrom(
      ...['http', 'https', 'HTTP', ':', '//', '/', '\\', '.', '..', '%2e', '%2E', '@', ':80'],
      ...['cdn', 'shopify', 'com', 'builder', 'io', 'xn--', '0x', '1', '255', 'api/v1/image/'],
      ...['/api/v1/image/', '?', '#', '&', '=', 'a', '_', '-', ' ', '\t', '\u0000', 'é', '[::1]'],
    )
    const url = fc.oneof(
      fc.array(piece, { maxLength: 10 }).map((pieces) => pieces.join('')),
      fc
        .tuple(fc.constantFrom('https://', 'http://', '/', ''), fc.array(piece, { maxLength: 8 }))
        .map(([start, pieces]) => start + pieces.join('')),
      fc.string({ maxLength: 20 }),
    )
    fc.assert(
      fc.property(url, (value) => {
        expect(getImageUrlKind(value)).toBe(parsedKind(value))
      }),
      { numRuns: 5000 },
    )
  })
})
