import type { Device } from '../types/user-attributes.ts'
import type { SizeName } from '../types/block.ts'
import { getBreakpoints } from './get-breakpoints.ts'
import type { Breakpoints } from './get-breakpoints.ts'

/**
 * The size a viewport width falls in: the smallest size whose max is at least `width`
 * (`xsmall` only when the breakpoints have it), else `large` — also for widths above large's
 * max and for `NaN`.
 * @param breakpoints From `getBreakpoints`. @default getBreakpoints()
 */
export function getSizeForWidth(
  width: number,
  breakpoints: Breakpoints = getBreakpoints(),
): SizeName {
  if (breakpoints.xsmall && width <= breakpoints.xsmall.max) return 'xsmall'
  if (width <= breakpoints.small.max) return 'small'
  if (width <= breakpoints.medium.max) return 'medium'
  return 'large'
}

/**
 * The size to render for a device class when no width is known (server rendering):
 * desktop → large, tablet → medium, mobile → small; anything else → large.
 */
export function sizeForDevice(device: Device | null | undefined): SizeName {
  if (device === 'mobile') return 'small'
  if (device === 'tablet') return 'medium'
  return 'large'
}
