import type { CSSProperties } from 'react'
import { isSvgUrl } from '../shared-media/is-svg-url.ts'

/**
 * The style of an image with a given size and no aspect ratio: never wider than its container,
 * its height following its width in the given ratio (whatever the file's own).
 */
export function sizedStyle(size: { width: number; height: number }): CSSProperties {
  return { maxWidth: '100%', height: 'auto', aspectRatio: `${size.width} / ${size.height}` }
}

/** The `width` and `height` of an image: both options positive finite numbers, else none. */
export function getImageSize(
  width: unknown,
  height: unknown,
): { width: number; height: number } | undefined {
  const isSize = (value: unknown): value is number =>
    typeof value === 'number' && Number.isFinite(value) && value > 0
  return isSize(width) && isSize(height) ? { width, height } : undefined
}

/**
 * The author's `srcset` option when it may be used: a non-blank string, for an image that is
 * not an SVG (a vector image has no width candidates).
 */
export function getAuthorSrcSet(src: string, srcset: unknown): string | undefined {
  if (typeof srcset !== 'string' || srcset.trim() === '' || isSvgUrl(src)) return undefined
  return srcset
}
