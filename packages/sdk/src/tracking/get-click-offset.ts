/** A rectangle in viewport coordinates (the fields of `DOMRect` that we use). */
export interface ClickRect {
  left: number
  top: number
  width: number
  height: number
}

/** Where a click landed inside a rectangle, as fractions of its width and height. */
export interface ClickOffset {
  x: number
  y: number
}

const round3 = (value: number): number =>
  Number.isFinite(value) ? Math.round(value * 1000) / 1000 : 0

/**
 * Where the point `(clientX, clientY)` lies inside `rect`, as ratios of its size rounded to 3
 * decimals (`{ x: 0, y: 0 }` is the top-left corner, `{ x: 1, y: 1 }` the bottom-right). An
 * empty rectangle gives 0 on that axis.
 * @example getClickOffset({ clientX: 150, clientY: 60 }, { left: 100, top: 50, width: 200, height: 30 })
 * // { x: 0.25, y: 0.333 }
 */
export function getClickOffset(
  point: { clientX: number; clientY: number },
  rect: ClickRect,
): ClickOffset {
  return {
    x: rect.width > 0 ? round3((point.clientX - rect.left) / rect.width) : 0,
    y: rect.height > 0 ? round3((point.clientY - rect.top) / rect.height) : 0,
  }
}
