import { useEffect, useRef, useState } from 'react'
import type { PointerEvent, SyntheticEvent } from 'react'
import { TOUCH_THRESHOLD } from './constants.ts'

/** Travel (px) after which a press is a drag: the pointer is captured and the click dropped. */
const DRAG_START_PX = 10

/** What {@link useSwipe} gives the carousel. */
export interface Swipe {
  /** How far the track follows the pointer now (px), or `null` when no drag is under way. */
  drag: number | null
  /** Pointer, click and native-drag handlers for the track element. */
  handlers: {
    onPointerDown(e: PointerEvent<HTMLElement>): void
    onPointerMove(e: PointerEvent<HTMLElement>): void
    onPointerUp(e: PointerEvent<HTMLElement>): void
    onPointerCancel(e: PointerEvent<HTMLElement>): void
    onClickCapture(e: SyntheticEvent): void
    onDragStart(e: SyntheticEvent): void
  }
}

/**
 * Swipe and mouse drag with pointer events (touch, pen, the primary mouse button). While the
 * pointer is down the track follows it by `follow(distance)` px. On release, a travel of more
 * than the track's width / {@link TOUCH_THRESHOLD} (slick's rule, measured on the raw pointer
 * distance, not the followed one) calls `onSwipe(1)` leftwards (next) or `onSwipe(-1)`
 * rightwards (previous); a shorter one snaps back. `pointercancel` (the browser took over the
 * gesture, e.g. a vertical scroll: the track has `touch-action: pan-y`) always snaps back.
 * The pointer is captured only once it has travelled {@link DRAG_START_PX}, so a plain click
 * still reaches the link or button under it; the click that ends a drag is swallowed.
 * Before that, the release may happen outside the track: while pressed, `pointerup` and
 * `pointercancel` on the window end the press (snapping back; removed on release and on
 * unmount), and a move with no button down (a release nothing reported) ends it too.
 */
export function useSwipe(onSwipe: (direction: number) => void, follow: (px: number) => number) {
  const start = useRef<{ x: number; min: number; off(): void } | null>(null)
  const dragged = useRef(false)
  const [drag, setDrag] = useState<number | null>(null)
  /** Ends the press, if any. */
  const stop = () => {
    start.current?.off()
    start.current = null
    setDrag(null)
  }
  useEffect(() => stop, [])
  const swipe: Swipe = {
    drag,
    handlers: {
      onPointerDown(e) {
        if (e.button) return
        stop()
        const types = ['pointerup', 'pointercancel']
        const off = () => types.forEach((type) => window.removeEventListener(type, stop))
        types.forEach((type) => window.addEventListener(type, stop))
        start.current = { x: e.clientX, min: e.currentTarget.clientWidth / TOUCH_THRESHOLD, off }
        dragged.current = false
      },
      onPointerMove(e) {
        const s = start.current
        if (!s) return
        if (!e.buttons) {
          stop()
          return
        }
        const distance = e.clientX - s.x
        if (!dragged.current && Math.abs(distance) > DRAG_START_PX) {
          dragged.current = true
          e.currentTarget.setPointerCapture(e.pointerId)
        }
        setDrag(follow(distance))
      },
      onPointerUp(e) {
        const s = start.current
        stop()
        if (!s) return
        const distance = e.clientX - s.x
        if (Math.abs(distance) > s.min) onSwipe(distance < 0 ? 1 : -1)
      },
      onPointerCancel: stop,
      onClickCapture(e) {
        if (!dragged.current) return
        dragged.current = false
        e.preventDefault()
        e.stopPropagation()
      },
      onDragStart: (e) => e.preventDefault(),
    },
  }
  return swipe
}
