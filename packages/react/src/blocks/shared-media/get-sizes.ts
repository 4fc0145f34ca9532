import type { Breakpoints, ResponsiveStyles, SizeName } from '@tessera/core'

/** Options of {@link getSizes}. */
export interface GetSizesOptions {
  /** The author's `sizes`; used as is when not blank. Default: none. */
  sizes?: unknown
  /** The block's responsive styles, whose `width`s give the computed sizes. Default: none. */
  responsiveStyles?: ResponsiveStyles
  /** The content's breakpoints (`builderContext.breakpoints`). */
  breakpoints: Breakpoints
}

/** Used when a width says nothing about the viewport (`auto`, `calc(…)`, `em`…). */
const FULL_WIDTH = '100vw'
const PERCENT = /^(\d+(?:\.\d+)?)%$/
const ABSOLUTE = /^\d+(?:\.\d+)?(?:px|vw)$/

/** A `sizes` length for a CSS width: `50%` → `50vw` (the block is assumed to fill the page). */
function toSizesLength(width: string): string {
  const value = width.trim()
  const percent = PERCENT.exec(value)
  if (percent) return `${percent[1]}vw`
  return ABSOLUTE.test(value) ? value : FULL_WIDTH
}

/** The sizes below `large`, from the largest. */
const SMALLER_SIZES = ['medium', 'small', 'xsmall'] as const

/** A size's `width` when it is a non-blank string. */
function widthOf(styles: ResponsiveStyles[SizeName]): string | undefined {
  const width = styles?.width
  return typeof width === 'string' && width.trim() !== '' ? width : undefined
}

/**
 * The `sizes` attribute of an image block: the author's `sizes` when given, else one computed
 * from the `width` of each responsive size (desktop first, each size inheriting the larger
 * one's width): `(max-width: 640px) 100vw, (max-width: 991px) 50vw, 400px`, clauses equal to
 * the next larger size left out; `100vw` when no size has a width.
 */
export function getSizes({ sizes, responsiveStyles, breakpoints }: GetSizesOptions): string {
  if (typeof sizes === 'string' && sizes.trim() !== '') return sizes.trim()
  let inherited = widthOf(responsiveStyles?.large)
  const large = inherited === undefined ? FULL_WIDTH : toSizesLength(inherited)
  // The clauses, smallest size first, each followed by `, `.
  let clauses = ''
  let larger = large
  for (const size of SMALLER_SIZES) {
    inherited = widthOf(responsiveStyles?.[size]) ?? inherited
    const length = inherited === undefined ? larger : toSizesLength(inherited)
    const range = breakpoints[size]
    if (!range) continue
    if (length !== larger) clauses = `(max-width: ${range.max}px) ${length}, ${clauses}`
    larger = length
  }
  return inherited === undefined ? FULL_WIDTH : `${clauses}${large}`
}
