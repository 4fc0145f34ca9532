import sharp from 'sharp'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { TEST_DATABASES } from '../store/databases.test-support.ts'
import type { TestDatabase } from '../store/databases.test-support.ts'
import { signedInHeaders } from './signed-in.test-support.ts'
import { createServiceTestHarness } from './service-harness.test-support.ts'
import type { ServiceTestHarness } from './service-harness.test-support.ts'

const KEY = { authorization: 'Bearer priv-key' }
/** The start of an MP4 file: a `ftyp` box of brand isom. */
const MP4 = new Uint8Array([0, 0, 0, 24, ...new TextEncoder().encode('ftypisom'), 0, 0, 2, 0])

interface AssetJson {
  id: string
  url: string
  filename: string
  kind: string
  contentType: string
  focalPoint: { x: number; y: number } | null
}

function png(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#fff' } })
    .png()
    .toBuffer()
}

describe.each(TEST_DATABASES.map((db) => [db.name, db] as const))(
  'the asset library routes (%s)',
  (_name, db: TestDatabase) => {
    let h: ServiceTestHarness
    beforeEach(async () => {
      h = await createServiceTestHarness(db)
    })
    afterEach(() => h.close())

    const upload = (
      bytes: Uint8Array,
      name: string,
      type: string,
      headers: Record<string, string> = KEY,
    ) => {
      const form = new FormData()
      form.set('file', new File([new Uint8Array(bytes)], name, { type }))
      return h.get('/api/v1/upload', { method: 'POST', body: form, headers })
    }
    const uploaded = async (bytes: Uint8Array, name: string, type: string) => {
      const response = await upload(bytes, name, type)
      expect(response.status).toBe(201)
      return (await response.json()) as AssetJson
    }
    const json = (method: string, body: unknown, headers: Record<string, string> = KEY) => ({
      method,
      body: JSON.stringify(body),
      headers: { ...headers, 'content-type': 'application/json' },
    })

    it('takes images, videos and files, checked by their bytes', async () => {
      const image = await uploaded(await png(4, 2), 'hero.png', 'image/png')
      expect(image).toMatchObject({ kind: 'image', contentType: 'image/png', width: 4 })
      const video = await uploaded(MP4, 'clip.mp4', 'video/mp4')
      expect(video).toMatchObject({ kind: 'video', contentType: 'video/mp4', width: null })
      expect(video.url).toBe(`/api/v1/file/assets%2F${h.spaceId}%2F${video.id}`)
      const served = await h.get(video.url)
      expect(served.status).toBe(200)
      expect(served.headers.get('content-type')).toBe('video/mp4')
      expect(new Uint8Array(await served.arrayBuffer())).toEqual(MP4)
      const doc = await uploaded(new TextEncoder().encode('%PDF-1.4 x'), 'menu.pdf', '')
      expect(doc).toMatchObject({ kind: 'file', contentType: 'application/pdf' })

      const fakeVideo = await upload(new TextEncoder().encode('hello'), 'clip.mp4', 'video/mp4')
      expect(fakeVideo.status).toBe(400)
      expect(await fakeVideo.json()).toMatchObject({ error: { code: 'INVALID_VIDEO' } })
      const script = await upload(new TextEncoder().encode('alert(1)'), 'x.js', 'text/javascript')
      expect(script.status).toBe(415)
      expect(await script.json()).toMatchObject({
        error: { code: 'UNSUPPORTED_FILE_TYPE', message: expect.stringContaining('x.js') },
      })
      const fakePdf = await upload(new TextEncoder().encode('<html>'), 'a.pdf', 'application/pdf')
      expect(fakePdf.status).toBe(400)
      expect(await fakePdf.json()).toMatchObject({ error: { code: 'INVALID_FILE' } })
    })

    it('lists, searches and filters the library; form files stay out of it', async () => {
      const image = await uploaded(await png(4, 2), 'Beach.png', 'image/png')
      const video = await uploaded(MP4, 'beach-clip.mp4', 'video/mp4')
      await uploaded(new TextEncoder().encode('a,b'), 'prices.csv', 'text/csv')
      const form = new FormData()
      form.set('cv', new File(['x'], 'beach-cv.txt', { type: 'text/plain' }))
      expect(
        (await h.get('/api/v1/form-submit?apiKey=pub-key', { method: 'POST', body: form })).status,
      ).toBe(200)
      const list = async (query: string) => {
        const response = await h.get(`/api/v1/assets${query}`, { headers: KEY })
        expect(response.status).toBe(200)
        return ((await response.json()) as { results: AssetJson[] }).results.map((a) => a.filename)
      }
      expect(await list('')).toEqual(['prices.csv', 'beach-clip.mp4', 'Beach.png'])
      expect(await list('?search=beach')).toEqual(['beach-clip.mp4', 'Beach.png'])
      expect(await list('?kind=video')).toEqual(['beach-clip.mp4'])
      expect(await list('?kind=file&search=pri')).toEqual(['prices.csv'])
      const bad = await h.get('/api/v1/assets?kind=audio', { headers: KEY })
      expect(bad.status).toBe(400)
      const one = await h.get(`/api/v1/assets/${image.id}`, { headers: KEY })
      expect(((await one.json()) as AssetJson).url).toBe(image.url)
      expect((await h.get(`/api/v1/assets/${video.id}?apiKey=pub-key`)).status).toBe(403)
    })

    it('shows where an asset is used and refuses to delete it until unused', async () => {
      const image = await uploaded(await png(4, 2), 'logo.png', 'image/png')
      const page = await h.addEntry('page', {
        id: 'home',
        name: 'Home',
        published: 'published',
        data: {
          blocks: [
            {
              '@type': '@builder.io/sdk:Element',
              component: { name: 'Image', options: { image: image.url } },
            },
          ],
        },
      })
      const usage = await h.get(`/api/v1/assets/${image.id}/usage`, { headers: KEY })
      expect(await usage.json()).toEqual({
        results: [{ id: page.id, model: 'page', name: 'Home', published: true }],
      })
      const refused = await h.get(`/api/v1/assets/${image.id}`, { method: 'DELETE', headers: KEY })
      expect(refused.status).toBe(409)
      expect(await refused.json()).toEqual({
        error: { code: 'ASSET_IN_USE', message: 'logo.png is used by Home (page)' },
        usedBy: [{ id: page.id, model: 'page', name: 'Home', published: true }],
      })
      await h.store.deleteEntry({ spaceId: h.spaceId, model: 'page', id: page.id })
      const deleted = await h.get(`/api/v1/assets/${image.id}`, { method: 'DELETE', headers: KEY })
      expect(deleted.status).toBe(204)
      expect((await h.get(image.url)).status).toBe(404)
      expect((await h.get(`/api/v1/assets/${image.id}`, { headers: KEY })).status).toBe(404)
    })

    it('lets writers but not viewers upload, set focal points and delete', async () => {
      const viewer = await signedInHeaders(h, 'viewer')
      const editor = await signedInHeaders(h, 'editor')
      expect((await upload(await png(2, 2), 'a.png', 'image/png', viewer)).status).toBe(403)
      const image = await uploaded(await png(2, 2), 'a.png', 'image/png')
      const listed = await h.get('/api/v1/assets', { headers: viewer })
      expect(listed.status).toBe(200)
      const focal = { focalPoint: { x: 0.2, y: 0.8 } }
      const refused = await h.get(`/api/v1/assets/${image.id}`, json('PATCH', focal, viewer))
      expect(refused.status).toBe(403)
      const set = await h.get(`/api/v1/assets/${image.id}`, json('PATCH', focal, editor))
      expect(set.status).toBe(200)
      expect(((await set.json()) as AssetJson).focalPoint).toEqual({ x: 0.2, y: 0.8 })
      const outside = { focalPoint: { x: 2, y: 0 } }
      const invalid = await h.get(`/api/v1/assets/${image.id}`, json('PATCH', outside, editor))
      expect(invalid.status).toBe(400)
      const del = { method: 'DELETE', headers: viewer }
      expect((await h.get(`/api/v1/assets/${image.id}`, del)).status).toBe(403)
      const byEditor = { method: 'DELETE', headers: editor }
      expect((await h.get(`/api/v1/assets/${image.id}`, byEditor)).status).toBe(204)
    })

    it('crops to another aspect ratio around the focal point', async () => {
      // A white 400×100 image with a red square around (100, 50): focal point (0.25, 0.5).
      const red = await sharp({
        create: { width: 20, height: 20, channels: 3, background: '#f00' },
      })
        .png()
        .toBuffer()
      const bytes = await sharp({
        create: { width: 400, height: 100, channels: 3, background: '#fff' },
      })
        .composite([{ input: red, left: 90, top: 40 }])
        .png()
        .toBuffer()
      const image = await uploaded(bytes, 'wide.png', 'image/png')
      const centreOf = async () => {
        const response = await h.get(`${image.url}?width=100&height=100`)
        expect(response.status).toBe(200)
        expect(response.headers.get('cache-control')).toBe('public, max-age=300')
        const { data, info } = await sharp(Buffer.from(await response.arrayBuffer()))
          .raw()
          .toBuffer({ resolveWithObject: true })
        expect([info.width, info.height]).toEqual([100, 100])
        const at = (50 * info.width + 50) * info.channels
        return [data[at], data[at + 1], data[at + 2]]
      }
      expect(await centreOf()).toEqual([255, 255, 255])
      const focal = { focalPoint: { x: 0.25, y: 0.5 } }
      expect((await h.get(`/api/v1/assets/${image.id}`, json('PATCH', focal))).status).toBe(200)
      expect(await centreOf()).toEqual([255, 0, 0])
      const noWidth = await h.get(`${image.url}?height=100`)
      expect(noWidth.status).toBe(400)
    })
  },
)
