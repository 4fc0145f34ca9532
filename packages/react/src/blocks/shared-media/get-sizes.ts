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

/**
 * The `sizes` attribute of an image block: the author's `sizes` when given, else one computed
 * from the `width` of each responsive size (desktop first, each size inheriting the larger
 * one's width): `(max-width: 640px) 100vw, (max-width: 991px) 50vw, 400px`, clauses equal to
 * the next larger size left out; `100vw` when no size has a width.
 */
export function getSizes({ sizes, responsiveStyles, breakpoints }: GetSizesOptions): string {
  if (typeof sizes === 'string' && sizes.trim() !== '') return sizes.trim()
  const order: SizeName[] = ['large', 'medium', 'small', 'xsmall']
  let inherited: string | undefined
  const lengths = new Map<SizeName, string>()
  for (const size of order) {
    const width = responsiveStyles?.[size]?.width
    if (typeof width === 'string' && width.trim() !== '') inherited = width
    if (inherited !== undefined) lengths.set(size, toSizesLength(inherited))
  }
  if (inherited === undefined) return FULL_WIDTH
  const large = lengths.get('large') ?? FULL_WIDTH
  const clauses: string[] = []
  let larger = large
  for (const size of ['medium', 'small', 'xsmall'] as const) {
    const range = breakpoints[size]
    const length = lengths.get(size) ?? larger
    if (range && length !== larger) clauses.unshift(`(max-width: ${range.max}px) ${length}`)
    if (range) larger = length
  }
  return [...clauses, large].join(', ')
}
