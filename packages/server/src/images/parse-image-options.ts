import { HttpError, IMAGE_WIDTHS } from '@tessera/core'
import { OUTPUT_FORMATS } from './image-formats.ts'
import type { OutputFormat } from './image-formats.ts'

/** A resize request: both optional (the original then). */
export interface ImageOptions {
  /** One of `IMAGE_WIDTHS`. */
  width?: number
  format?: OutputFormat
  /**
   * Height over width of a crop (`?height=` with `?width=`): the image is cut to this aspect
   * ratio around its focal point.
   */
  aspect?: number
}

/** Most extreme crop aspect ratio (either way). */
export const MAX_CROP_ASPECT = 20

/** The smallest srcset width at least `width` (the largest for anything wider). */
export function snapWidth(width: number): number {
  return IMAGE_WIDTHS.find((candidate) => candidate >= width) ?? IMAGE_WIDTHS.at(-1) ?? width
}

/**
 * Reads `?width=` (a positive integer, snapped up to a srcset width by {@link snapWidth}),
 * `?height=` (with a width: the aspect ratio of a crop, see {@link ImageOptions.aspect}) and
 * `?format=` (`webp`, `avif`, `jpeg` or its alias `jpg`, `png`; case insensitive). Throws 400
 * `INVALID_PARAMETER` for anything else.
 */
export function parseImageOptions(args: {
  width: string | undefined
  format: string | undefined
  height?: string | undefined
}): ImageOptions {
  const options: ImageOptions = {}
  const given = (value: string | undefined): value is string => value !== undefined && value !== ''
  const positive = (name: string, value: string) => {
    const number = /^\d{1,6}$/.test(value) ? Number(value) : 0
    if (number < 1) {
      throw new HttpError(
        400,
        'INVALID_PARAMETER',
        `Invalid ${name} "${value}": expected a positive integer`,
      )
    }
    return number
  }
  if (given(args.width)) options.width = snapWidth(positive('width', args.width))
  if (given(args.height)) {
    if (!given(args.width)) {
      throw new HttpError(400, 'INVALID_PARAMETER', 'A height needs a width: give both to crop')
    }
    const aspect = positive('height', args.height) / positive('width', args.width)
    if (aspect > MAX_CROP_ASPECT || aspect < 1 / MAX_CROP_ASPECT) {
      throw new HttpError(
        400,
        'INVALID_PARAMETER',
        `Invalid crop: width and height may differ at most ${MAX_CROP_ASPECT} times`,
      )
    }
    options.aspect = aspect
  }
  if (args.format !== undefined && args.format !== '') {
    const name = args.format.toLowerCase()
    const format = OUTPUT_FORMATS.find(
      (candidate) => candidate === (name === 'jpg' ? 'jpeg' : name),
    )
    if (format === undefined) {
      throw new HttpError(
        400,
        'INVALID_PARAMETER',
        `Invalid format "${args.format}": expected webp, avif, jpeg or png`,
      )
    }
    options.format = format
  }
  return options
}
