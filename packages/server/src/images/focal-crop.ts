import type { FocalPoint } from '../store/library-types.ts'

/** A rectangle of an image, in pixels. */
export interface CropRegion {
  left: number
  top: number
  width: number
  height: number
}

/**
 * The largest region of a `width`×`height` image with the aspect ratio `aspect` (height over
 * width), placed so that the focal point (the middle when null) is as near its centre as the
 * image's edges allow.
 */
export function focalCropRegion(args: {
  width: number
  height: number
  aspect: number
  focalPoint: FocalPoint | null
}): CropRegion {
  const { width, height, aspect } = args
  const focal = args.focalPoint ?? { x: 0.5, y: 0.5 }
  let cropWidth = width
  let cropHeight = Math.round(width * aspect)
  if (cropHeight > height) {
    cropHeight = height
    cropWidth = Math.round(height / aspect)
  }
  cropWidth = Math.max(1, Math.min(width, cropWidth))
  cropHeight = Math.max(1, Math.min(height, cropHeight))
  const place = (size: number, crop: number, at: number) =>
    Math.min(size - crop, Math.max(0, Math.round(at * size - crop / 2)))
  return {
    left: place(width, cropWidth, focal.x),
    top: place(height, cropHeight, focal.y),
    width: cropWidth,
    height: cropHeight,
  }
}
