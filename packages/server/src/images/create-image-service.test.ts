import sharp from 'sharp'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createSqliteStore } from '../store/sqlite/create-sqlite-store.ts'
import type { ContentStore } from '../store/types.ts'
import { createImageService } from './create-image-service.ts'
import { storeImage } from './store-image.ts'

let store: ContentStore
afterEach(() => store.close())

async function setup(width = 1000, height = 500) {
  store = createSqliteStore({ filename: ':memory:' })
  await store.migrate()
  const { id: spaceId } = await store.createSpace({ name: 'T' })
  const png = await sharp({ create: { width, height, channels: 3, background: '#c33' } })
    .png()
    .toBuffer()
  const image = await storeImage({ store, spaceId, filename: 'a.png', bytes: png })
  return { spaceId, assetId: image.id, png }
}

async function sizeOf(bytes: Uint8Array) {
  const { width, height, format } = await sharp(bytes).metadata()
  return { width, height, format }
}

describe('createImageService', () => {
  it('resizes, keeping the aspect ratio', async () => {
    const { spaceId, assetId } = await setup()
    const image = await createImageService({ store }).get({ spaceId, assetId, width: 400 })
    expect(image?.contentType).toBe('image/png')
    expect(image?.etag).toBe(`"${assetId}-400-png"`)
    expect(await sizeOf(image?.bytes ?? new Uint8Array())).toEqual({
      width: 400,
      height: 200,
      format: 'png',
    })
  })

  it('serves the original bytes for the original width and format, never enlarging', async () => {
    const { spaceId, assetId, png } = await setup()
    const service = createImageService({ store })
    const original = await service.get({ spaceId, assetId, width: 2000 })
    expect(Buffer.from(original?.bytes ?? []).equals(png)).toBe(true)
    expect(original?.etag).toBe(`"${assetId}"`)
    const webp = await service.get({ spaceId, assetId, width: 2000, format: 'webp' })
    expect(await sizeOf(webp?.bytes ?? new Uint8Array())).toEqual({
      width: 1000,
      height: 500,
      format: 'webp',
    })
    expect(webp?.etag).toBe(`"${assetId}-1000-webp"`)
  })

  it('answers from memory, then from the store variants, rendering once', async () => {
    const { spaceId, assetId } = await setup()
    const getAsset = vi.spyOn(store, 'getAsset')
    const getVariant = vi.spyOn(store, 'getImageVariant')
    const putVariant = vi.spyOn(store, 'putImageVariant')
    const first = createImageService({ store })
    const request = { spaceId, assetId, width: 200, format: 'webp' as const }
    const rendered = await first.get(request)
    expect(putVariant).toHaveBeenCalledTimes(1)
    expect(await first.get(request)).toBe(rendered)
    expect(getAsset).toHaveBeenCalledTimes(1)
    // Another instance (a restart, another server) finds the variant in the store.
    const second = await createImageService({ store }).get(request)
    expect(putVariant).toHaveBeenCalledTimes(1)
    expect(getVariant).toHaveBeenCalledTimes(2)
    expect(Buffer.from(second?.bytes ?? []).equals(Buffer.from(rendered?.bytes ?? []))).toBe(true)
  })

  it('shares one computation between identical requests in flight', async () => {
    const { spaceId, assetId } = await setup()
    const putVariant = vi.spyOn(store, 'putImageVariant')
    const service = createImageService({ store })
    const request = { spaceId, assetId, width: 100 }
    const [a, b] = await Promise.all([service.get(request), service.get(request)])
    expect(a).toBe(b)
    expect(putVariant).toHaveBeenCalledTimes(1)
  })

  it('finds nothing for another space, an unknown id or a non-image asset', async () => {
    const { spaceId, assetId } = await setup()
    const service = createImageService({ store })
    expect(await service.get({ spaceId: 'other', assetId })).toBeUndefined()
    expect(await service.get({ spaceId, assetId: 'nope' })).toBeUndefined()
    const pdf = await store.putAsset({
      spaceId,
      filename: 'cv.pdf',
      contentType: 'application/pdf',
      bytes: new Uint8Array([1, 2, 3]),
    })
    expect(await service.get({ spaceId, assetId: pdf.id })).toBeUndefined()
  })

  it('answers 422 for an image asset whose bytes cannot be decoded', async () => {
    const { spaceId } = await setup()
    const broken = await store.putAsset({
      spaceId,
      filename: 'x.png',
      contentType: 'image/png',
      bytes: new Uint8Array([1, 2, 3]),
      width: 2000,
      height: 1000,
    })
    await expect(
      createImageService({ store }).get({ spaceId, assetId: broken.id, width: 100 }),
    ).rejects.toThrow('The image cannot be decoded')
  })
})
