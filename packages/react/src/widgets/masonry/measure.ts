/**
 * The one place the Masonry widget reads sizes from the DOM (tests replace it: happy-dom has
 * no layout).
 * @module
 */

/** What {@link measureMasonry} reads. */
export interface MasonryMeasure {
  /**
   * The width there is for the root, px: its parent's content width (`clientWidth` less the
   * horizontal padding), since the layout sets the root's own width with px columns; the root's
   * `clientWidth` when it has no parent.
   */
  width: number
  /** Height of each tile (each child of the root), px, fractions kept. */
  heights: number[]
}

/** The content width of `element` (its `clientWidth` less its horizontal padding). */
function innerWidth(element: HTMLElement): number {
  const style = getComputedStyle(element)
  const padding = (parseFloat(style.paddingLeft) || 0) + (parseFloat(style.paddingRight) || 0)
  return Math.max(0, element.clientWidth - padding)
}

/** Measures the room the widget's root has and its tiles. */
export function measureMasonry(root: HTMLElement): MasonryMeasure {
  const parent = root.parentElement
  return {
    width: parent ? innerWidth(parent) : root.clientWidth,
    heights: Array.from(root.children, (tile) => tile.getBoundingClientRect().height),
  }
}
