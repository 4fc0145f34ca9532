import { HttpError } from '@tessera/core'
import sharp from 'sharp'
import { MAX_IMAGE_PIXELS } from './image-formats.ts'
import type { ImageFormat } from './image-formats.ts'

export interface RenderImageVariantArgs {
  bytes: Uint8Array
  /** Format of `bytes` (not SVG: SVG is served as is). */
  source: Exclude<ImageFormat, 'svg'>
  /** Target width; never enlarged beyond the original. */
  width: number
  format: Exclude<ImageFormat, 'svg'>
}

const ANIMATED = new Set<string>(['gif', 'webp'])

/**
 * Resizes an image with sharp: EXIF orientation applied, aspect ratio kept, never enlarged,
 * animation kept from GIF/WebP to GIF/WebP (other targets get the first frame). Quality: WebP
 * 80, AVIF 50, JPEG 80 (mozjpeg). Throws 422 `INVALID_IMAGE` when the bytes cannot be decoded.
 */
export async function renderImageVariant(args: RenderImageVariantArgs): Promise<Uint8Array> {
  const animated = ANIMATED.has(args.source) && ANIMATED.has(args.format)
  const image = sharp(args.bytes, { animated, limitInputPixels: MAX_IMAGE_PIXELS })
    .autoOrient()
    .resize({ width: args.width, withoutEnlargement: true })
  switch (args.format) {
    case 'webp':
      image.webp({ quality: 80 })
      break
    case 'avif':
      image.avif({ quality: 50 })
      break
    case 'jpeg':
      image.jpeg({ quality: 80, mozjpeg: true })
      break
    case 'png':
      image.png()
      break
    case 'gif':
      image.gif()
      break
  }
  try {
    return new Uint8Array(await image.toBuffer())
  } catch (error: unknown) {
    throw new HttpError(422, 'INVALID_IMAGE', 'The image cannot be decoded', { cause: error })
  }
}
