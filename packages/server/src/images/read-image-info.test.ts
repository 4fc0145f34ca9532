import sharp from 'sharp'
import { crc32, deflateSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { readImageInfo } from './read-image-info.ts'

function solid(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: '#3366cc' } })
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type), data])))
  return Buffer.concat([length, Buffer.from(type), data, crc])
}

/** A tiny grey PNG whose header claims a huge size (metadata() never decodes the pixels). */
function hugePng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 0, 0, 0, 0], 8)
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  return Buffer.concat([
    signature,
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(100))),
    pngChunk('IEND', Buffer.alloc(0)),
  ])
}

describe('readImageInfo', () => {
  it('reads format, media type and size of each supported format', async () => {
    const cases: Array<[Buffer, string, string]> = [
      [await solid(30, 20).jpeg().toBuffer(), 'jpeg', 'image/jpeg'],
      [await solid(30, 20).png().toBuffer(), 'png', 'image/png'],
      [await solid(30, 20).webp().toBuffer(), 'webp', 'image/webp'],
      [await solid(30, 20).gif().toBuffer(), 'gif', 'image/gif'],
      [await solid(30, 20).avif().toBuffer(), 'avif', 'image/avif'],
      [
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="30" height="20"></svg>'),
        'svg',
        'image/svg+xml',
      ],
    ]
    for (const [bytes, format, contentType] of cases) {
      expect(await readImageInfo(bytes)).toEqual({ format, contentType, width: 30, height: 20 })
    }
  })

  it('reports the displayed size of an EXIF-rotated photo', async () => {
    const rotated = await solid(30, 20).jpeg().withMetadata({ orientation: 6 }).toBuffer()
    expect(await readImageInfo(rotated)).toMatchObject({ width: 20, height: 30 })
  })

  it('refuses what is not a supported image', async () => {
    const tiff = await solid(10, 10).tiff().toBuffer()
    for (const bytes of [Buffer.from('hello'), tiff]) {
      await expect(readImageInfo(bytes)).rejects.toThrow(
        'The file is not a supported image: expected JPEG, PNG, WebP, GIF, AVIF or SVG',
      )
    }
  })

  it('refuses images over 100 megapixels', async () => {
    await expect(readImageInfo(hugePng(12_000, 10_000))).rejects.toThrow(
      'The image is too large: at most 100 megapixels',
    )
  })
})
