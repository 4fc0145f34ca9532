import sharp from 'sharp'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTrackTestHarness } from './track-harness.test-support.ts'
import type { TrackTestHarness, TrackTestHarnessOptions } from './track-harness.test-support.ts'

let harness: TrackTestHarness
async function setup(options: TrackTestHarnessOptions = {}): Promise<TrackTestHarness> {
  harness = await createTrackTestHarness(options)
  return harness
}
afterEach(() => harness.close())

const auth = { authorization: 'Bearer priv-key' }
const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="40" height="20"/></svg>'

function jpeg(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#2a6' } })
    .jpeg()
    .toBuffer()
}

interface Uploaded {
  id: string
  url: string
  width: number
  height: number
  contentType: string
}

async function upload(bytes: Uint8Array, filename = 'photo.jpg', type = 'image/jpeg') {
  const form = new FormData()
  form.set('file', new File([new Uint8Array(bytes)], filename, { type }))
  return harness.request('/api/v1/upload', { method: 'POST', body: form, headers: auth })
}

async function uploaded(bytes: Uint8Array): Promise<Uploaded> {
  const res = await upload(bytes)
  expect(res.status).toBe(201)
  return (await res.json()) as Uploaded
}

async function metadataOf(res: Response) {
  const { width, height, format } = await sharp(Buffer.from(await res.arrayBuffer())).metadata()
  return { width, height, format }
}

describe('POST /api/v1/upload', () => {
  it('stores a multipart image and answers its URL and size', async () => {
    await setup()
    const body = await uploaded(await jpeg(640, 480))
    expect(body).toMatchObject({
      id: expect.stringMatching(/^[0-9a-f]{32}$/),
      url: `/api/v1/image/assets%2F${harness.spaceId}%2F${body.id}`,
      width: 640,
      height: 480,
      contentType: 'image/jpeg',
    })
    const stored = await harness.store.getAsset({ spaceId: harness.spaceId, id: body.id })
    expect(stored?.asset).toMatchObject({ filename: 'photo.jpg', contentType: 'image/jpeg' })
  })

  it('stores a raw image body, typed by its bytes rather than its header', async () => {
    await setup()
    const png = await sharp({ create: { width: 10, height: 10, channels: 4, background: '#000' } })
      .png()
      .toBuffer()
    const res = await harness.request('/api/v1/upload?name=logo.png', {
      method: 'POST',
      body: new Uint8Array(png),
      headers: { ...auth, 'content-type': 'image/jpeg' },
    })
    expect(res.status).toBe(201)
    expect(await res.json()).toMatchObject({ contentType: 'image/png', width: 10, height: 10 })
  })

  it('refuses a file that is not a supported image', async () => {
    await setup()
    const res = await upload(new TextEncoder().encode('<html>hi</html>'), 'x.png', 'image/png')
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({
      error: {
        code: 'INVALID_IMAGE',
        message: 'The file is not a supported image: expected JPEG, PNG, WebP, GIF, AVIF or SVG',
      },
    })
    const form = new FormData()
    form.set('other', 'x')
    const missing = await harness.request('/api/v1/upload', {
      method: 'POST',
      body: form,
      headers: auth,
    })
    expect(await missing.json()).toEqual({
      error: {
        code: 'INVALID_BODY',
        message: 'Expected a multipart field "file" holding the image',
      },
    })
  })

  it('answers 415 for a body that is neither multipart nor an image', async () => {
    await setup()
    const res = await harness.request('/api/v1/upload', {
      method: 'POST',
      body: '{}',
      headers: { ...auth, 'content-type': 'application/json' },
    })
    expect(res.status).toBe(415)
    expect(await res.json()).toEqual({
      error: {
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: 'Send the image as multipart/form-data (field "file") or as a raw image/* body',
      },
    })
  })

  it('needs the private key', async () => {
    await setup()
    const form = new FormData()
    form.set('file', new File([new Uint8Array(await jpeg(10, 10))], 'a.jpg'))
    const res = await harness.request('/api/v1/upload?apiKey=pub-key', {
      method: 'POST',
      body: form,
    })
    expect(res.status).toBe(403)
  })

  it('answers 413 for an image over maxUploadBytes, and a body over five times that', async () => {
    await setup({ config: { maxUploadBytes: 2000 } })
    const small = await sharp(Buffer.alloc(30 * 30 * 3, 7), {
      raw: { width: 30, height: 30, channels: 3 },
    })
      .png({ compressionLevel: 0 })
      .toBuffer()
    const image = await upload(small, 'small.png', 'image/png')
    expect(image.status).toBe(413)
    expect(await image.json()).toEqual({
      error: { code: 'PAYLOAD_TOO_LARGE', message: 'An image may be at most 2000 bytes' },
    })
    const noisy = await sharp(Buffer.alloc(100 * 100 * 3, 7), {
      raw: { width: 100, height: 100, channels: 3 },
    })
      .png({ compressionLevel: 0 })
      .toBuffer()
    const res = await upload(noisy, 'big.png', 'image/png')
    expect(res.status).toBe(413)
    expect(await res.json()).toEqual({
      error: { code: 'PAYLOAD_TOO_LARGE', message: 'Request body is larger than 10000 bytes' },
    })
  })
})

describe('GET /api/v1/image/:path', () => {
  it('serves resized images snapped up to the srcset widths', async () => {
    await setup()
    const { url } = await uploaded(await jpeg(1600, 800))
    const cases: Array<[string, number]> = [
      ['150', 200],
      ['400', 400],
      ['1000', 1200],
      ['5000', 1600],
    ]
    for (const [width, expected] of cases) {
      const res = await harness.request(`${url}?width=${width}`)
      expect(res.status).toBe(200)
      expect(await metadataOf(res)).toEqual({
        width: expected,
        height: expected / 2,
        format: 'jpeg',
      })
    }
  })

  it('converts to WebP and sets long-lived cache headers with an ETag', async () => {
    await setup()
    const { id, url } = await uploaded(await jpeg(900, 300))
    const res = await harness.request(`${url}?format=webp&width=800`)
    expect(res.headers.get('content-type')).toBe('image/webp')
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('etag')).toBe(`"${id}-800-webp"`)
    expect(await metadataOf(res)).toEqual({ width: 800, height: 267, format: 'webp' })
    const again = await harness.request(`${url}?format=webp&width=800`, {
      headers: { 'if-none-match': `"${id}-800-webp"` },
    })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
  })

  it('accepts the path with plain slashes and serves the original without parameters', async () => {
    await setup()
    const original = await jpeg(300, 200)
    const { id } = await uploaded(original)
    const res = await harness.request(`/api/v1/image/assets/${harness.spaceId}/${id}`)
    expect(res.status).toBe(200)
    expect(Buffer.from(await res.arrayBuffer()).equals(original)).toBe(true)
  })

  it('serves a second identical request from the cache without resizing again', async () => {
    await setup()
    const { url } = await uploaded(await jpeg(1200, 600))
    const putVariant = vi.spyOn(harness.store, 'putImageVariant')
    const getAsset = vi.spyOn(harness.store, 'getAsset')
    const first = await harness.request(`${url}?width=200&format=avif`)
    const second = await harness.request(`${url}?width=200&format=avif`)
    expect(second.headers.get('content-type')).toBe('image/avif')
    expect(Buffer.from(await second.arrayBuffer())).toEqual(Buffer.from(await first.arrayBuffer()))
    expect(putVariant).toHaveBeenCalledTimes(1)
    expect(getAsset).toHaveBeenCalledTimes(1)
  })

  it('serves SVG as is, with a restrictive Content-Security-Policy', async () => {
    await setup()
    const res = await upload(new TextEncoder().encode(SVG), 'icon.svg', 'image/svg+xml')
    const { url } = (await res.json()) as Uploaded
    const svg = await harness.request(`${url}?width=100&format=webp`)
    expect(svg.headers.get('content-type')).toBe('image/svg+xml')
    expect(svg.headers.get('content-security-policy')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'",
    )
    expect(await svg.text()).toBe(SVG)
  })

  it('answers 404 for unknown images and 400 for a bad width or format', async () => {
    await setup()
    const { url } = await uploaded(await jpeg(100, 100))
    const notFound = { error: { code: 'NOT_FOUND', message: 'Image not found' } }
    for (const path of [
      `/api/v1/image/assets%2F${harness.spaceId}%2Fnope`,
      `/api/v1/image/assets%2Fother-space%2F${url.split('%2F').at(-1)}`,
      '/api/v1/image/whatever',
    ]) {
      const res = await harness.request(path)
      expect(res.status).toBe(404)
      expect(await res.json()).toEqual(notFound)
    }
    const badWidth = await harness.request(`${url}?width=wide`)
    expect(badWidth.status).toBe(400)
    expect(await badWidth.json()).toEqual({
      error: {
        code: 'INVALID_PARAMETER',
        message: 'Invalid width "wide": expected a positive integer',
      },
    })
    const badFormat = await harness.request(`${url}?format=bmp`)
    expect(await badFormat.json()).toEqual({
      error: {
        code: 'INVALID_PARAMETER',
        message: 'Invalid format "bmp": expected webp, avif, jpeg or png',
      },
    })
  })
})
