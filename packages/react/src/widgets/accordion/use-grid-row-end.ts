import { useLayoutEffect, useState } from 'react'
import type { RefObject } from 'react'
import { rowEndFromBoxes, rowEndFromWidth } from './grid-row.ts'

/** Class of the title elements (direct children of the root, in item order). */
export const TITLE_CLASS = 'builder-accordion-title'
/** Class of the detail elements. */
export const DETAIL_CLASS = 'builder-accordion-detail'

/**
 * Measures which titles share the row of title `index` in the laid-out accordion `root`: the
 * details are taken out of the flow (`display: none`) while the titles' boxes are read, then
 * put back, in the same task (nothing is painted in between). `undefined` when nothing is laid
 * out (every title box empty: no layout engine, or a hidden container).
 */
function measureRowEnd(root: HTMLElement, index: number): number | undefined {
  const titles: Element[] = []
  const details: HTMLElement[] = []
  for (const child of Array.from(root.children)) {
    if (child.classList.contains(TITLE_CLASS)) titles.push(child)
    else if (child.classList.contains(DETAIL_CLASS)) details.push(child as HTMLElement)
  }
  for (const detail of details) detail.style.display = 'none'
  const boxes = titles.map((title) => title.getBoundingClientRect())
  for (const detail of details) detail.style.display = ''
  if (boxes.every((box) => box.width === 0 && box.height === 0)) return undefined
  return rowEndFromBoxes(boxes, index)
}

/**
 * In grid mode, the index of the last title on the row of the open item `index` (undefined:
 * none open). Rendering uses `rowEndFromWidth` (a percentage `gridRowWidth` gives the row
 * without layout); after layout, before paint, the titles are measured (`measureRowEnd`), and
 * again whenever the root changes size (window resize, fonts, content), so the detail always
 * follows the row it belongs to. Server and hydration renders have nothing open: nothing
 * measured there.
 */
export function useGridRowEnd(
  rootRef: RefObject<HTMLElement | null>,
  index: number | undefined,
  gridRowWidth: string,
  count: number,
): number | undefined {
  const [measured, setMeasured] = useState<{ index: number; end: number }>()
  useLayoutEffect(() => {
    const root = rootRef.current
    if (index === undefined || !root) return
    const update = () => {
      const end = measureRowEnd(root, index)
      setMeasured((previous) => {
        if (end === undefined) return undefined
        return previous?.index === index && previous.end === end ? previous : { index, end }
      })
    }
    update()
    if (typeof ResizeObserver !== 'function') return
    const observer = new ResizeObserver(update)
    observer.observe(root)
    return () => observer.disconnect()
  }, [rootRef, index, gridRowWidth, count])
  if (index === undefined) return undefined
  const end = measured?.index === index ? measured.end : rowEndFromWidth(gridRowWidth, index, count)
  return Math.max(index, Math.min(end, count - 1))
}
