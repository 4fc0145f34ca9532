import { BREAKPOINTS, CUSTOM_LARGE_MAX } from '../constants.ts'
import type { CustomBreakpoints } from '../types/entry.ts'

/** Width range of one size, in px, both ends inclusive. */
export interface SizeRange {
  min: number
  max: number
}

/** The sizes of a piece of content. `xsmall` exists only when the content defines it. */
export interface Breakpoints {
  xsmall?: SizeRange
  small: SizeRange
  medium: SizeRange
  large: SizeRange
}

function isWidth(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0
}

/**
 * The breakpoints of a piece of content, from its `meta.breakpoints`.
 *
 * - Default: small 0–640, medium 641–991, large 992–1200 (`BREAKPOINTS`), no xsmall.
 * - When both `small` and `medium` are valid: small ends at `small`, medium at `medium`, and
 *   large at `CUSTOM_LARGE_MAX` (2000). Valid means positive finite numbers with
 *   `small < medium < 2000`; otherwise both are ignored and the defaults apply. One of the two
 *   alone is ignored too.
 * - `xsmall`, when a positive finite number below small's max: xsmall spans
 *   `floor(xsmall / 2)`–`xsmall`, and small then starts at `xsmall + 1`. Otherwise ignored.
 *
 * Each size starts one px after the previous one ends (Builder's tables give large a min of
 * 990, overlapping medium; we keep the ranges disjoint). Only the maxima reach the CSS.
 */
export function getBreakpoints(custom?: CustomBreakpoints | null): Breakpoints {
  const { xsmall, small, medium }: CustomBreakpoints =
    custom !== null && typeof custom === 'object' ? custom : {}
  const isCustom = isWidth(small) && isWidth(medium) && small < medium && medium < CUSTOM_LARGE_MAX
  const smallMax = isCustom ? small : BREAKPOINTS.small
  const mediumMax = isCustom ? medium : BREAKPOINTS.medium
  const largeMax = isCustom ? CUSTOM_LARGE_MAX : BREAKPOINTS.large
  const hasXsmall = isWidth(xsmall) && xsmall < smallMax
  const breakpoints: Breakpoints = {
    small: { min: hasXsmall ? xsmall + 1 : 0, max: smallMax },
    medium: { min: smallMax + 1, max: mediumMax },
    large: { min: mediumMax + 1, max: largeMax },
  }
  if (hasXsmall) breakpoints.xsmall = { min: Math.floor(xsmall / 2), max: xsmall }
  return breakpoints
}
