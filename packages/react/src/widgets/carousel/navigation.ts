/**
 * Pure slide arithmetic. The index is the first visible slide; it stays in `0..lastStart`, so
 * the track never shows empty space after the last slide. Wrap-around (`infinite`) rewinds the
 * track to the other end: there are no cloned slides (clones would duplicate ids, focusable
 * elements and screen-reader text).
 * @module
 */
import { EDGE_FRICTION } from './constants.ts'
import type { ResolvedSettings } from './settings.ts'

/** The largest index: the one that shows the last `show` slides (0 when all fit). */
export function lastStart(count: number, show: number): number {
  return Math.max(0, count - show)
}

/** The index after `index`: `slidesToScroll` on, the last page, then the first (infinite) or stay. */
export function nextIndex(index: number, count: number, s: ResolvedSettings): number {
  const last = lastStart(count, s.show)
  if (index >= last) return s.infinite ? 0 : last
  return Math.min(index + s.scroll, last)
}

/** The index before `index`: `slidesToScroll` back, the first, then the last page (infinite) or stay. */
export function prevIndex(index: number, count: number, s: ResolvedSettings): number {
  if (index <= 0) return s.infinite ? lastStart(count, s.show) : 0
  return Math.max(index - s.scroll, 0)
}

/**
 * Where each dot leads: every `slidesToScroll`-th slide before the last page, then the last page
 * (one dot per page, as slick). No dots when everything fits.
 */
export function dotTargets(count: number, s: ResolvedSettings): number[] {
  const last = lastStart(count, s.show)
  const targets: number[] = []
  if (last > 0) {
    for (let i = 0; i < last; i += s.scroll) targets.push(i)
    targets.push(last)
  }
  return targets
}

/**
 * How far the track follows a drag of `distance` px (positive: rightwards, towards earlier
 * slides): all of it, except past the first or last slide of a carousel that does not wrap,
 * where it moves {@link EDGE_FRICTION} of it.
 */
export function dragOffset(
  distance: number,
  index: number,
  count: number,
  s: ResolvedSettings,
): number {
  const pastEdge = distance > 0 ? index <= 0 : index >= lastStart(count, s.show)
  return !s.infinite && pastEdge ? distance * EDGE_FRICTION : distance
}
