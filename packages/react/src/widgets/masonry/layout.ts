/**
 * The masonry layout as a pure function: tile heights and container geometry in, tile
 * positions and container size out. No DOM, so it is tested on its own.
 * @module
 */

/** Where one tile goes, in px from the container's top-left corner. */
export interface TilePosition {
  left: number
  top: number
}

/** What {@link layoutMasonry} lays out. Sizes in px; negative or non-finite values count as 0. */
export interface MasonryLayoutInput {
  /** Heights of the tiles, in order. */
  heights: readonly number[]
  /** Width available in the container. */
  containerWidth: number
  /** Width of one column. */
  columnWidth: number
  /** Space between columns and between the tiles of a column. */
  gutter: number
}

/** The result of {@link layoutMasonry}. */
export interface MasonryLayout {
  /** One per tile, in order. */
  positions: TilePosition[]
  /** Height of the tallest column, without a trailing gutter (0 without tiles). */
  height: number
  /** Number of columns. */
  columns: number
  /**
   * Width of the columns in use, gutters between them included (0 without tiles): the width
   * masonry's `fitWidth` gives the container.
   */
  width: number
  /** The container width laid out for (to turn `left` into percentages). */
  containerWidth: number
}

/** `value` when it is a finite positive number, else 0. */
function size(value: number): number {
  return Number.isFinite(value) && value > 0 ? value : 0
}

/**
 * How many columns of `columnWidth` with `gutter` between them fit in `containerWidth`: at
 * least 1. When one more column misses by less than 1px (a percentage width such as 33.34%
 * that rounding pushes over), it is counted, as masonry does.
 */
export function countColumns(containerWidth: number, columnWidth: number, gutter: number): number {
  const step = size(columnWidth) + size(gutter)
  if (step === 0) return 1
  const room = size(containerWidth) + size(gutter)
  const fit = room / step
  const missing = step - (room % step)
  return Math.max(1, missing < 1 ? Math.round(fit) : Math.floor(fit))
}

/**
 * Classic masonry: each tile, in order, goes to the top of the currently shortest column
 * (ties: the leftmost), with `gutter` between columns and between tiles of a column; the first
 * column is at left 0. The container's height is the tallest column's; `width` is the columns'
 * in use (columns are filled left to right, so the unused ones are on the right).
 */
export function layoutMasonry(input: MasonryLayoutInput): MasonryLayout {
  const containerWidth = size(input.containerWidth)
  const columnWidth = size(input.columnWidth)
  const gutter = size(input.gutter)
  const heights = Array.isArray(input.heights) ? input.heights : []
  const columns = countColumns(containerWidth, columnWidth, gutter)
  // No more columns than tiles can be used (a tiny column width must not cost memory).
  const tops: number[] = new Array<number>(Math.max(1, Math.min(columns, heights.length))).fill(0)
  let used = 0
  const positions = heights.map((height) => {
    let column = 0
    for (let i = 1; i < tops.length; i++)
      if ((tops[i] as number) < (tops[column] as number)) column = i
    const top = tops[column] as number
    tops[column] = top + size(height) + gutter
    used = Math.max(used, column + 1)
    return { left: column * (columnWidth + gutter), top }
  })
  return {
    positions,
    height: tops.reduce((tallest, top) => Math.max(tallest, top - gutter), 0),
    columns,
    width: used > 0 ? used * columnWidth + (used - 1) * gutter : 0,
    containerWidth,
  }
}
