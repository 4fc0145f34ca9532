import { HttpError } from '@tessera/core'
import sharp from 'sharp'
import type { CropRegion } from './focal-crop.ts'
import { MAX_IMAGE_PIXELS } from './image-formats.ts'
import type { ImageFormat } from './image-formats.ts'

export interface RenderImageVariantArgs {
  bytes: Uint8Array
  /** Format of `bytes` (not SVG: SVG is served as is). */
  source: Exclude<ImageFormat, 'svg'>
  /** Target width; never enlarged beyond the original. */
  width: number
  format: Exclude<ImageFormat, 'svg'>
  /**
   * A region of the (orientation-applied) image to cut out first; the result is then `width`
   * wide with the region's aspect ratio (see `focalCropRegion`). Crops keep one frame.
   */
  crop?: CropRegion
}

const ANIMATED = new Set<string>(['gif', 'webp'])

/**
 * Resizes an image with sharp: EXIF orientation applied, aspect ratio kept, never enlarged,
 * animation kept from GIF/WebP to GIF/WebP (other targets get the first frame). Quality: WebP
 * 80, AVIF 50, JPEG 80 (mozjpeg). With `crop`, the region is cut out first. Throws 422
 * `INVALID_IMAGE` when the bytes cannot be decoded.
 */
export async function renderImageVariant(args: RenderImageVariantArgs): Promise<Uint8Array> {
  const animated = !args.crop && ANIMATED.has(args.source) && ANIMATED.has(args.format)
  const image = sharp(args.bytes, { animated, limitInputPixels: MAX_IMAGE_PIXELS }).autoOrient()
  if (args.crop) {
    const width = Math.min(args.width, args.crop.width)
    const height = Math.max(1, Math.round((width * args.crop.height) / args.crop.width))
    image.extract(args.crop).resize({ width, height, fit: 'fill' })
  } else {
    image.resize({ width: args.width, withoutEnlargement: true })
  }
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
