import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { createSqliteStore } from '../store/sqlite/create-sqlite-store.ts'
import { importImageFile } from './import-image-file.ts'

describe('importImageFile', () => {
  it('stores an image file as an asset and returns its URL', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'tessera-img-'))
    const store = createSqliteStore({ filename: ':memory:' })
    try {
      await store.migrate()
      const { id: spaceId } = await store.createSpace({ name: 'Demo' })
      const filePath = join(dir, 'hero.png')
      const png = await sharp({
        create: { width: 64, height: 32, channels: 4, background: '#fff' },
      })
        .png()
        .toBuffer()
      await writeFile(filePath, png)
      const image = await importImageFile({ store, spaceId, filePath })
      expect(image).toMatchObject({ width: 64, height: 32, contentType: 'image/png' })
      expect(image.url).toBe(`/api/v1/image/assets%2F${spaceId}%2F${image.id}`)
      const stored = await store.getAsset({ spaceId, id: image.id })
      expect(stored?.asset).toMatchObject({ filename: 'hero.png', width: 64, height: 32 })
      expect(Buffer.from(stored?.bytes ?? []).equals(png)).toBe(true)
    } finally {
      await store.close()
      await rm(dir, { recursive: true, force: true })
    }
  })

  it('refuses a file that is not an image', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'tessera-img-'))
    const store = createSqliteStore({ filename: ':memory:' })
    try {
      await store.migrate()
      const filePath = join(dir, 'notes.png')
      await writeFile(filePath, 'not an image')
      await expect(importImageFile({ store, spaceId: 's', filePath })).rejects.toThrow(
        'The file is not a supported image',
      )
    } finally {
      await store.close()
      await rm(dir, { recursive: true, force: true })
    }
  })
})
