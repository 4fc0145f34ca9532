import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import type { ServerType } from '@hono/node-server'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEST_DATABASES } from '../store/databases.test-support.ts'
import { createServiceTestHarness } from './service-harness.test-support.ts'
import type { ServiceTestHarness } from './service-harness.test-support.ts'

const KEY = { authorization: 'Bearer priv-key' }
/** An MP4 file's start (a `ftyp` box of brand isom) and 1000 numbered bytes after it. */
const HEAD = [0, 0, 0, 24, ...new TextEncoder().encode('ftypisom'), 0, 0, 2, 0]
const VIDEO = new Uint8Array([...HEAD, ...Array.from({ length: 1000 }, (_, i) => i % 251)])

describe('library files answer Range requests over real HTTP', () => {
  let h: ServiceTestHarness
  let server: ServerType
  let base: string
  let videoUrl: string
  let imageUrl: string

  const upload = async (bytes: Uint8Array, name: string, type: string) => {
    const form = new FormData()
    form.set('file', new File([new Uint8Array(bytes)], name, { type }))
    const response = await fetch(`${base}/api/v1/upload`, {
      method: 'POST',
      body: form,
      headers: KEY,
    })
    expect(response.status).toBe(201)
    return `${base}${((await response.json()) as { url: string }).url}`
  }
  const get = (url: string, headers: Record<string, string> = {}) => fetch(url, { headers })

  beforeAll(async () => {
    const sqlite = TEST_DATABASES.find((db) => db.name === 'SQLite')
    if (!sqlite) throw new Error('no SQLite test database')
    h = await createServiceTestHarness(sqlite)
    const { port } = await new Promise<AddressInfo>((resolve) => {
      server = serve({ fetch: h.app.fetch, port: 0, hostname: '127.0.0.1' }, resolve)
    })
    base = `http://127.0.0.1:${port}`
    videoUrl = await upload(VIDEO, 'clip.mp4', 'video/mp4')
    const png = await sharp({ create: { width: 3, height: 3, channels: 3, background: '#000' } })
      .png()
      .toBuffer()
    imageUrl = await upload(png, 'dot.png', 'image/png')
  })
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()))
    await h.close()
  })

  it('sends one range as 206 with Content-Range and those bytes', async () => {
    const part = await get(videoUrl, { range: 'bytes=100-199' })
    expect(part.status).toBe(206)
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${VIDEO.byteLength}`)
    expect(part.headers.get('content-length')).toBe('100')
    expect(part.headers.get('accept-ranges')).toBe('bytes')
    expect(part.headers.get('content-type')).toBe('video/mp4')
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(VIDEO.slice(100, 200))

    const tail = await get(videoUrl, { range: 'bytes=-10' })
    expect(tail.status).toBe(206)
    expect(new Uint8Array(await tail.arrayBuffer())).toEqual(VIDEO.slice(-10))
    const open = await get(videoUrl, { range: 'bytes=1000-' })
    expect(open.headers.get('content-range')).toBe(
      `bytes 1000-${VIDEO.byteLength - 1}/${VIDEO.byteLength}`,
    )
    expect(new Uint8Array(await open.arrayBuffer())).toEqual(VIDEO.slice(1000))
  })

  it('refuses a range past the end with 416 and the length', async () => {
    const refused = await get(videoUrl, { range: `bytes=${VIDEO.byteLength}-` })
    expect(refused.status).toBe(416)
    expect(refused.headers.get('content-range')).toBe(`bytes */${VIDEO.byteLength}`)
    expect((await refused.arrayBuffer()).byteLength).toBe(0)
  })

  it('sends the whole file, advertising ranges, without a usable range', async () => {
    const whole = await get(videoUrl)
    expect(whole.status).toBe(200)
    expect(whole.headers.get('accept-ranges')).toBe('bytes')
    expect(new Uint8Array(await whole.arrayBuffer())).toEqual(VIDEO)
    const stale = await get(videoUrl, { range: 'bytes=0-9', 'if-range': '"another"' })
    expect(stale.status).toBe(200)
    expect((await stale.arrayBuffer()).byteLength).toBe(VIDEO.byteLength)
    const current = await get(videoUrl, {
      range: 'bytes=0-9',
      'if-range': whole.headers.get('etag') ?? '',
    })
    expect(current.status).toBe(206)
    await current.arrayBuffer()
    const disjoint = await get(videoUrl, { range: 'bytes=0-1,500-501' })
    expect(disjoint.status).toBe(200)
    await disjoint.arrayBuffer()
    const head = await fetch(videoUrl, { method: 'HEAD' })
    expect(head.headers.get('accept-ranges')).toBe('bytes')
  })

  it('answers ranges of images too', async () => {
    const whole = new Uint8Array(await (await get(imageUrl)).arrayBuffer())
    const part = await get(imageUrl, { range: 'bytes=0-7' })
    expect(part.status).toBe(206)
    expect(part.headers.get('content-range')).toBe(`bytes 0-7/${whole.byteLength}`)
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(whole.slice(0, 8))
  })
})
