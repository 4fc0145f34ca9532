import { isSafeCssValue } from '@tessera/core/css'
import type { CSSProperties } from 'react'

/** Fills the block: the media when it has an aspect ratio, and the children overlay. */
export const FILL_STYLE: CSSProperties = {
  position: 'absolute',
  top: 0,
  left: 0,
  width: '100%',
  height: '100%',
}

/** The full-size flex column that holds a media block's children over the media. */
export const OVERLAY_STYLE: CSSProperties = {
  ...FILL_STYLE,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
}

/**
 * An aspect ratio (height / width) from an option: a positive finite number or numeric
 * string; anything else (0, blank, `NaN`) means none.
 */
export function toAspectRatio(value: unknown): number | undefined {
  const ratio = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
  return typeof ratio === 'number' && Number.isFinite(ratio) && ratio > 0 ? ratio : undefined
}

/** A number with at most 12 digits, which `toPrecision(12)` gives back as it is. */
const TWELVE_DIGITS = /^(?:\d{1,12}|(?=[\d.]{3,13}$)\d+\.\d+)$/

/** `ratio × 100` without float noise (`0.07` → `7`, not `7.000000000000001`). */
function toPercent(ratio: number): number {
  const percent = ratio * 100
  return TWELVE_DIGITS.test(String(percent)) ? percent : Number(percent.toPrecision(12))
}

/**
 * The own style of `div.builder-image-sizer`: `padding-top` of `ratio × 100`% (no float noise);
 * its full width and `pointer-events: none` are the `.builder-image-sizer` rule of the content's
 * base CSS.
 */
export function sizerStyle(ratio: number): CSSProperties {
  return { paddingTop: `${toPercent(ratio)}%` }
}

const OBJECT_FITS: ReadonlySet<string> = new Set(['cover', 'contain', 'fill', 'none', 'scale-down'])

/** How a media element fills its box: an allowed `object-fit` (else `cover`) and a safe `object-position` (else `center`). */
export function mediaFit(
  fit: unknown,
  position: unknown,
): { objectFit: CSSProperties['objectFit']; objectPosition: string } {
  return {
    objectFit: (typeof fit === 'string' && OBJECT_FITS.has(fit)
      ? fit
      : 'cover') as CSSProperties['objectFit'],
    objectPosition: isSafeCssValue(position) ? position : 'center',
  }
}

/** An option as attribute text: strings and numbers, else undefined. */
export function toOptionText(value: unknown): string | undefined {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined
}
