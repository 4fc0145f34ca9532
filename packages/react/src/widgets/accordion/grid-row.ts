/**
 * Which titles share a visual row in grid mode, so that the open item's detail can be placed
 * (with CSS `order`) after the last title of its row. Pure functions: the measurement of the
 * titles is in `measure-row-end.ts`.
 * @module
 */

/** The vertical extent of a laid-out title (a `DOMRect` fits). */
export interface TitleBox {
  top: number
  bottom: number
}

/** Half a pixel: sub-pixel layout differences are not new rows. */
const EPSILON = 0.5

/**
 * The index of the last title on the same row as title `index`, from the titles' boxes (in
 * item order, laid out as a wrapping flex row, details taken out of the flow). A title starts
 * a new row when its top is at or below the bottom of every title of the current row and
 * below the row's top (so titles of different heights or margins share a row, and zero-height
 * titles do not each make a row).
 */
export function rowEndFromBoxes(boxes: readonly TitleBox[], index: number): number {
  const first = boxes[0]
  if (!first || index < 0) return Math.max(index, 0)
  let rowTop = first.top
  let rowBottom = first.bottom
  for (let i = 1; i < boxes.length; i++) {
    const box = boxes[i] as TitleBox
    if (box.top >= rowBottom - EPSILON && box.top > rowTop + EPSILON) {
      if (index < i) return i - 1
      rowTop = box.top
      rowBottom = box.bottom
    } else {
      rowBottom = Math.max(rowBottom, box.bottom)
    }
  }
  return Math.max(boxes.length - 1, index)
}

const PERCENT = /^\s*(\d+(?:\.\d*)?|\.\d+)\s*%\s*$/

/**
 * The index of the last title on the same row as title `index`, derived from `gridRowWidth`
 * when it is a percentage (`25%`: four titles a row): what layout gives when titles have no
 * margins. Used before the titles are measured and where there is no layout (server, tests,
 * hidden containers). Any other width (`200px`, `calc(…)`) gives `index` itself (the detail
 * right after its title).
 */
export function rowEndFromWidth(gridRowWidth: string, index: number, count: number): number {
  const match = PERCENT.exec(gridRowWidth)
  const percent = match ? Number(match[1]) : NaN
  if (!(percent > 0)) return index
  const perRow = Math.max(1, Math.floor(100 / percent + 1e-9))
  const end = (Math.floor(index / perRow) + 1) * perRow - 1
  return Math.max(index, Math.min(end, count - 1))
}
