import { HttpError } from '@tessera/core'
import sharp from 'sharp'
import type { Metadata } from 'sharp'
import { IMAGE_CONTENT_TYPES, MAX_IMAGE_PIXELS } from './image-formats.ts'
import type { ImageFormat } from './image-formats.ts'

/** What the bytes of an image are, read from the bytes themselves. */
export interface ImageInfo {
  format: ImageFormat
  contentType: string
  /** Displayed size (EXIF orientation applied). */
  width: number
  height: number
}

const NOT_AN_IMAGE = 'The file is not a supported image: expected JPEG, PNG, WebP, GIF, AVIF or SVG'

function formatOf(metadata: Metadata): ImageFormat | undefined {
  switch (metadata.format) {
    case 'jpeg':
    case 'png':
    case 'webp':
    case 'gif':
    case 'svg':
      return metadata.format
    case 'heif':
      // HEIF with AV1 is AVIF; HEIC (HEVC) is not for the web.
      return metadata.compression === 'av1' ? 'avif' : undefined
    default:
      return undefined
  }
}

/**
 * Reads an image's format and size with sharp (headers only: nothing is decoded), whatever the
 * client claimed. Throws 400 `INVALID_IMAGE` for anything but JPEG, PNG, WebP, GIF, AVIF and
 * SVG, and for raster images over {@link MAX_IMAGE_PIXELS} (all frames counted).
 */
export async function readImageInfo(bytes: Uint8Array): Promise<ImageInfo> {
  let metadata: Metadata
  try {
    metadata = await sharp(bytes).metadata()
  } catch (error: unknown) {
    throw new HttpError(400, 'INVALID_IMAGE', NOT_AN_IMAGE, { cause: error })
  }
  const format = formatOf(metadata)
  const width = metadata.autoOrient.width
  const height = metadata.autoOrient.height
  if (format === undefined || !(width > 0) || !(height > 0)) {
    throw new HttpError(400, 'INVALID_IMAGE', NOT_AN_IMAGE)
  }
  if (format !== 'svg' && width * height * (metadata.pages ?? 1) > MAX_IMAGE_PIXELS) {
    throw new HttpError(
      400,
      'INVALID_IMAGE',
      `The image is too large: at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels`,
    )
  }
  return { format, contentType: IMAGE_CONTENT_TYPES[format], width, height }
}
