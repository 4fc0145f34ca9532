import type { Block as BlockData } from '@tessera/core'
import { useEffect, useRef, useState } from 'react'
import type { RefObject } from 'react'
import { SLIDE_SPEED_MS } from './constants.ts'

/**
 * Builder's DOM events, dispatched on the carousel's root (bubbling, not cancelable), each
 * with `detail.block` (the block) and `detail.carousel` (the root):
 * - `builder:carousel:load` (also `detail.ref`: the root) once, in a timeout after mount, as
 *   Builder does: listeners that blocks rendered after the widget add in their own effects
 *   (a Custom Code script) are in place by then;
 * - `builder:carousel:change` (also `detail.slide`: the first visible slide, from 0) once the
 *   slide transition ends ({@link SLIDE_SPEED_MS} after `index` changes, as slick's
 *   `afterChange`); a newer change before then replaces it, so a burst fires once, for the
 *   final slide. Only changes of `index` count (the carousel changes it only for a move that
 *   shows other slides), not a resize that merely clamps the visible slide.
 * Pending timeouts are cleared on unmount.
 */
export function useCarouselEvents(
  root: RefObject<HTMLElement | null>,
  block: BlockData,
  index: number,
  slide: number,
): void {
  // The load event carries the block of the first render.
  const [firstBlock] = useState(block)
  useEffect(
    () => dispatchLater(root, 0, 'load', { block: firstBlock, ref: root.current }),
    [root, firstBlock],
  )
  // A change of `index` only: the block and slide of that render go with it.
  const last = useRef(index)
  const current = useRef({ block, slide })
  current.current = { block, slide }
  useEffect(() => {
    if (last.current == index) return
    last.current = index
    return dispatchLater(root, SLIDE_SPEED_MS, 'change', current.current)
  }, [root, index])
}

/** Dispatches `builder:carousel:<type>` on the carousel after `ms`; returns the cancel. */
function dispatchLater(
  root: RefObject<HTMLElement | null>,
  ms: number,
  type: string,
  detail: object,
): () => void {
  const timer = setTimeout(() => {
    const carousel = root.current
    carousel?.dispatchEvent(
      new CustomEvent(`builder:carousel:${type}`, {
        bubbles: true,
        cancelable: false,
        detail: { carousel, ...detail },
      }),
    )
  }, ms)
  return () => clearTimeout(timer)
}
