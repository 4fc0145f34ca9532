import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { classifyUpload, kindOfContentType, sniffVideo, uploadLimits } from './upload-kind.ts'

const text = (value: string) => new TextEncoder().encode(value)
const limits = uploadLimits(1000)
const classify = (bytes: Uint8Array, filename: string, claimedType = '') =>
  classifyUpload({ bytes, filename, claimedType, limits })

describe('classifyUpload', () => {
  it('reads videos by their first bytes', () => {
    const box = (brand: string) => new Uint8Array([0, 0, 0, 20, ...text(`ftyp${brand}`)])
    expect(sniffVideo(box('isom'))).toBe('video/mp4')
    expect(sniffVideo(box('qt  '))).toBe('video/quicktime')
    expect(sniffVideo(new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 1]))).toBe('video/webm')
    expect(sniffVideo(text('OggS\u0000'))).toBe('video/ogg')
    expect(sniffVideo(text('<html>'))).toBeUndefined()
  })

  it('stores the detected type of images, videos and files, whatever was claimed', async () => {
    const png = await sharp({ create: { width: 3, height: 2, channels: 3, background: '#000' } })
      .png()
      .toBuffer()
    await expect(classify(new Uint8Array(png), 'a.jpg', 'image/jpeg')).resolves.toEqual({
      kind: 'image',
      contentType: 'image/png',
      width: 3,
      height: 2,
    })
    const webm = new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 0])
    await expect(classify(webm, 'clip.mp4', 'video/mp4')).resolves.toMatchObject({
      kind: 'video',
      contentType: 'video/webm',
    })
    await expect(classify(text('PK\u0003\u0004rest'), 'deck.pptx')).resolves.toMatchObject({
      kind: 'file',
      contentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    })
    await expect(classify(text('a;b\nc;d'), 'table.CSV')).resolves.toMatchObject({
      contentType: 'text/csv; charset=utf-8',
    })
    await expect(classify(text('ID3rest'), 'song.mp3')).resolves.toMatchObject({
      contentType: 'audio/mpeg',
    })
  })

  it('refuses files that are not what they claim, or of other types', async () => {
    await expect(classify(text('MZ'), 'setup.exe')).rejects.toMatchObject({
      status: 415,
      errorCode: 'UNSUPPORTED_FILE_TYPE',
    })
    await expect(classify(text('a\u0000b'), 'notes.txt')).rejects.toMatchObject({
      status: 400,
      errorCode: 'INVALID_FILE',
      message: '"notes.txt" is not a valid .txt file',
    })
    await expect(classify(new Uint8Array([0xc3, 0x28]), 'bad.csv')).rejects.toMatchObject({
      errorCode: 'INVALID_FILE',
    })
    await expect(classify(text('%PDF-1.7'), 'x.mov', 'video/quicktime')).rejects.toMatchObject({
      errorCode: 'INVALID_VIDEO',
    })
    await expect(classify(text('not an image'), 'x.webp')).rejects.toMatchObject({
      errorCode: 'INVALID_IMAGE',
    })
  })

  it('limits each kind: videos may be five times larger', async () => {
    const big = new Uint8Array(1001)
    await expect(classify(big, 'a.png', 'image/png')).rejects.toMatchObject({
      status: 413,
      message: 'An image may be at most 1000 bytes',
    })
    await expect(classify(big, 'a.pdf')).rejects.toMatchObject({
      status: 413,
      message: 'A file may be at most 1000 bytes',
    })
    const video = new Uint8Array(4000)
    video.set([0x1a, 0x45, 0xdf, 0xa3])
    await expect(classify(video, 'a.webm')).resolves.toMatchObject({ kind: 'video' })
    await expect(classify(new Uint8Array(5001), 'a.webm')).rejects.toMatchObject({
      status: 413,
      message: 'A video may be at most 5000 bytes',
    })
  })

  it('names the kind of a stored media type', () => {
    expect(kindOfContentType('image/svg+xml')).toBe('image')
    expect(kindOfContentType('video/mp4')).toBe('video')
    expect(kindOfContentType('application/pdf')).toBe('file')
  })
})
