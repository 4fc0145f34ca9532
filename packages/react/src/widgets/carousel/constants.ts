/**
 * The carousel's fixed behaviour, with the values of react-slick (the library Builder's official
 * widget wraps) so that content behaves as it does there.
 * @module
 */

/** Duration of a slide change (the track's CSS transition), in ms (slick's `speed`). */
export const SLIDE_SPEED_MS = 500

/** Autoplay interval when `autoplaySpeed` is absent, 0 or invalid, in ms (slick's default). */
export const AUTOPLAY_INTERVAL_MS = 3000

/** Added to the interval by the autoplay timer (as slick does): it fires every interval + 50 ms. */
export const AUTOPLAY_TIMER_EXTRA_MS = 50

/**
 * Slick's `touchThreshold`: a swipe or drag changes the slide when the pointer travelled more
 * than the list's width divided by this (5 → a fifth of the visible width).
 */
export const TOUCH_THRESHOLD = 5

/**
 * Slick's `edgeFriction`: dragging past the first or last slide of a carousel that does not wrap
 * (`infinite: false`) moves the track only this fraction of the pointer's travel.
 */
export const EDGE_FRICTION = 0.35

/** One entry of `responsive`: `settings` apply when the viewport is at most `breakpoint` px wide. */
export interface ResponsiveEntry {
  breakpoint: number
  settings: CarouselSettings
}

/** Settings a `responsive` entry may change (others of slick's are accepted and ignored). */
export interface CarouselSettings {
  /** Slides visible at once. Default: 1. */
  slidesToShow?: number
  /** Slides moved by an arrow, swipe or autoplay step. Default: 1. */
  slidesToScroll?: number
  /** Whether next on the last slide goes to the first and prev on the first to the last. Default: true. */
  infinite?: boolean
}

/** `responsive` when content has none: the editor's default content (2 slides wide, 1 on phones). */
export const DEFAULT_RESPONSIVE: readonly ResponsiveEntry[] = [
  { breakpoint: 3000, settings: { slidesToShow: 2, slidesToScroll: 2 } },
  { breakpoint: 400, settings: { slidesToShow: 1, slidesToScroll: 1 } },
]
