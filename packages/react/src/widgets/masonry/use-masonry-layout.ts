import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'
import type { RefObject } from 'react'
import { layoutMasonry } from './layout.ts'
import type { MasonryLayout } from './layout.ts'
import { measureMasonry } from './measure.ts'
import type { ColumnWidth } from './options.ts'

/** Delay (ms) after the last image load or resize before the tiles are laid out again. */
export const MASONRY_RELAYOUT_DELAY = 100

/** What `builder:masonry:load` hands out as `detail.masonry`. */
export interface MasonryHandle {
  /** Measures and lays the tiles out again now, with the current options (no-op unmounted). */
  layout: () => void
}

/**
 * The layout of the tiles in `ref`'s element (`undefined` until the first one) and a stable
 * {@link MasonryHandle}. While `active` (after hydration), the layout is computed from measured
 * sizes before paint whenever the tile count, `content` or the options change, and again
 * {@link MASONRY_RELAYOUT_DELAY} ms after the last image load inside (`load` listened to in the
 * capture phase) or resize of the room the element has (a `ResizeObserver` on its parent, since
 * px columns set its own width; else window `resize`). An unchanged layout keeps the same object.
 */
export function useMasonryLayout(
  ref: RefObject<HTMLElement | null>,
  column: ColumnWidth,
  gutter: number,
  active: boolean,
  count: number,
  content: unknown,
): [MasonryLayout | undefined, MasonryHandle] {
  const [layout, setLayout] = useState<MasonryLayout>()
  const { value, percent } = column
  const relayout = useCallback(() => {
    const root = ref.current
    if (!root) return
    const { width, heights } = measureMasonry(root)
    const next = layoutMasonry({
      heights,
      containerWidth: width,
      columnWidth: percent ? (width * value) / 100 : value,
      gutter,
    })
    setLayout((previous) => (JSON.stringify(previous) === JSON.stringify(next) ? previous : next))
  }, [ref, value, percent, gutter])

  const latest = useRef(relayout)
  const [handle] = useState<MasonryHandle>(() => ({ layout: () => latest.current() }))
  useLayoutEffect(() => {
    latest.current = relayout
    if (active) relayout()
  }, [active, relayout, count, content])

  useEffect(() => {
    const root = ref.current
    if (!active || !root) return
    let timer: ReturnType<typeof setTimeout> | undefined
    const schedule = () => {
      clearTimeout(timer)
      timer = setTimeout(relayout, MASONRY_RELAYOUT_DELAY)
    }
    root.addEventListener('load', schedule, true)
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(schedule) : null
    if (observer) observer.observe(root.parentElement ?? root)
    else window.addEventListener('resize', schedule)
    return () => {
      clearTimeout(timer)
      root.removeEventListener('load', schedule, true)
      observer?.disconnect()
      window.removeEventListener('resize', schedule)
    }
  }, [ref, active, relayout])

  return [layout, handle]
}
