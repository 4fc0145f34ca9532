import { afterEach, describe, expect, it, vi } from 'vitest'
import { imageServiceUrl, proxyImage } from './proxy-image.ts'

const CONFIG = { apiKey: 'pub-demo', apiHost: 'http://service:4010' }
const IMAGE_URL = 'http://site.test/api/v1/image/assets%2Fdefault%2Fabc?width=400&format=webp'

afterEach(() => vi.restoreAllMocks())

describe('imageServiceUrl', () => {
  it('keeps the encoded path and the query', () => {
    expect(imageServiceUrl(IMAGE_URL, CONFIG.apiHost)).toBe(
      'http://service:4010/api/v1/image/assets%2Fdefault%2Fabc?width=400&format=webp',
    )
  })
})

describe('proxyImage', () => {
  it('passes the image, its caching headers and revalidation headers through', async () => {
    const fetch = vi.fn(
      async (_url: string | URL | Request, _init?: RequestInit) =>
        new Response('bytes', {
          headers: {
            'Content-Type': 'image/webp',
            ETag: '"e1"',
            'Cache-Control': 'public, max-age=31536000, immutable',
            'Set-Cookie': 'x=1',
          },
        }),
    )
    const request = new Request(IMAGE_URL, {
      headers: { accept: 'image/webp', 'if-none-match': '"e0"', cookie: 'secret=1' },
    })
    const response = await proxyImage(request, CONFIG, fetch)
    expect(response.status).toBe(200)
    expect(await response.text()).toBe('bytes')
    expect(response.headers.get('content-type')).toBe('image/webp')
    expect(response.headers.get('etag')).toBe('"e1"')
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(response.headers.get('set-cookie')).toBeNull()
    const sent = new Headers(fetch.mock.calls[0]?.[1]?.headers)
    expect(sent.get('if-none-match')).toBe('"e0"')
    expect(sent.get('accept')).toBe('image/webp')
    expect(sent.get('cookie')).toBeNull()
  })

  it('passes 304 and 404 through without a body', async () => {
    const notModified = vi.fn(
      async () => new Response(null, { status: 304, headers: { ETag: '"e1"' } }),
    )
    const response = await proxyImage(new Request(IMAGE_URL), CONFIG, notModified)
    expect(response.status).toBe(304)
    expect(response.headers.get('etag')).toBe('"e1"')
    const missing = vi.fn(async () => new Response('Image not found', { status: 404 }))
    expect((await proxyImage(new Request(IMAGE_URL), CONFIG, missing)).status).toBe(404)
  })

  it('answers 502 when the service is down', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const down = vi.fn(async () => {
      throw new TypeError('fetch failed')
    })
    expect((await proxyImage(new Request(IMAGE_URL), CONFIG, down)).status).toBe(502)
  })
})
