import { HttpError, IMAGE_WIDTHS } from '@tessera/core'
import { OUTPUT_FORMATS } from './image-formats.ts'
import type { OutputFormat } from './image-formats.ts'

/** A resize request: both optional (the original then). */
export interface ImageOptions {
  /** One of `IMAGE_WIDTHS`. */
  width?: number
  format?: OutputFormat
}

/** The smallest srcset width at least `width` (the largest for anything wider). */
export function snapWidth(width: number): number {
  return IMAGE_WIDTHS.find((candidate) => candidate >= width) ?? IMAGE_WIDTHS.at(-1) ?? width
}

/**
 * Reads `?width=` (a positive integer, snapped up to a srcset width by {@link snapWidth}) and
 * `?format=` (`webp`, `avif`, `jpeg` or its alias `jpg`, `png`; case insensitive). Throws 400
 * `INVALID_PARAMETER` for anything else.
 */
export function parseImageOptions(args: {
  width: string | undefined
  format: string | undefined
}): ImageOptions {
  const options: ImageOptions = {}
  if (args.width !== undefined && args.width !== '') {
    const width = /^\d{1,6}$/.test(args.width) ? Number(args.width) : 0
    if (width < 1) {
      throw new HttpError(
        400,
        'INVALID_PARAMETER',
        `Invalid width "${args.width}": expected a positive integer`,
      )
    }
    options.width = snapWidth(width)
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
