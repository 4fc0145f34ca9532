import { AUTOPLAY_INTERVAL_MS, DEFAULT_RESPONSIVE } from './constants.ts'
import type { CarouselSettings, ResponsiveEntry } from './constants.ts'

/** Settings in force at one viewport width, every field valid. */
export interface ResolvedSettings {
  show: number
  scroll: number
  infinite: boolean
}

/** `value` when it is a number ≥ 1 (floored), else `fallback`. */
export function positiveInt(value: unknown, fallback: number): number {
  return typeof value == 'number' && value >= 1 && value < Infinity ? Math.floor(value) : fallback
}

/**
 * The valid entries of `responsive`, smallest breakpoint first: {@link DEFAULT_RESPONSIVE} when it
 * is absent (`undefined`/`null`), none when it is not an array; entries without a finite numeric
 * `breakpoint` are dropped, and `settings` that are not an object count as `{}`.
 */
export function getBreakpoints(responsive: unknown): ResponsiveEntry[] {
  const list = responsive == null ? DEFAULT_RESPONSIVE : Array.isArray(responsive) ? responsive : []
  const valid: ResponsiveEntry[] = []
  for (const entry of list as (Partial<ResponsiveEntry> | null)[]) {
    const { breakpoint, settings } = entry ?? {}
    if (!Number.isFinite(breakpoint)) continue
    valid.push({
      breakpoint: breakpoint as number,
      settings: typeof settings == 'object' && settings ? settings : {},
    })
  }
  return valid.sort((a, b) => a.breakpoint - b.breakpoint)
}

/**
 * The settings at viewport `width` (slick's rules): the top-level `base` settings, overridden by
 * the entry with the smallest breakpoint ≥ `width`, if any. `breakpoints` as
 * {@link getBreakpoints} returns them.
 */
export function resolveSettings(
  breakpoints: readonly ResponsiveEntry[],
  base: CarouselSettings,
  width: number,
): ResolvedSettings {
  const entry = breakpoints.find((b) => width <= b.breakpoint)
  const s = { ...base, ...entry?.settings }
  return {
    show: positiveInt(s.slidesToShow, 1),
    scroll: positiveInt(s.slidesToScroll, 1),
    infinite: s.infinite !== false,
  }
}

/**
 * CSS giving `selector` the custom property `--show` (slides visible) at every width: the base
 * value, then one `max-width` media query per breakpoint, largest first so that the smallest
 * matching one comes last and wins, as in {@link resolveSettings}.
 */
export function getShowCss(
  selector: string,
  breakpoints: readonly ResponsiveEntry[],
  base: CarouselSettings,
): string {
  let css = `${selector}{--show:${positiveInt(base.slidesToShow, 1)}}`
  for (let i = breakpoints.length; i--;) {
    const b = breakpoints[i] as ResponsiveEntry
    css += `@media (max-width:${b.breakpoint}px){${selector}{--show:${resolveSettings(breakpoints, base, b.breakpoint).show}}}`
  }
  return css
}

/**
 * The autoplay interval in ms from `autoplaySpeed` in seconds: {@link AUTOPLAY_INTERVAL_MS}
 * when it is absent, 0, negative or not a finite number.
 */
export function getAutoplayInterval(seconds: unknown): number {
  return typeof seconds == 'number' && seconds > 0 && seconds < Infinity
    ? seconds * 1000
    : AUTOPLAY_INTERVAL_MS
}
