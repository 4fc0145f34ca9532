/**
 * The one place the Masonry widget reads sizes from the DOM (tests replace it: happy-dom has
 * no layout).
 * @module
 */

/** What {@link measureMasonry} reads. */
export interface MasonryMeasure {
  /** Inner width of the root (`clientWidth`), px. */
  width: number
  /** Height of each tile (each child of the root), px, fractions kept. */
  heights: number[]
}

/** Measures the widget's root element and its tiles. */
export function measureMasonry(root: HTMLElement): MasonryMeasure {
  return {
    width: root.clientWidth,
    heights: Array.from(root.children, (tile) => tile.getBoundingClientRect().height),
  }
}
