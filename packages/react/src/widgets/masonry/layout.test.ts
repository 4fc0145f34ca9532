import { describe, expect, it } from 'vitest'
import { countColumns, layoutMasonry } from './layout.ts'
import type { MasonryLayoutInput } from './layout.ts'

const layout = (input: Partial<MasonryLayoutInput>) =>
  layoutMasonry({ heights: [], containerWidth: 1000, columnWidth: 200, gutter: 0, ...input })
const spots = (input: Partial<MasonryLayoutInput>) =>
  layout(input).positions.map(({ left, top }) => [left, top])

describe('countColumns', () => {
  it.each([
    [1000, 200, 0, 5],
    [999, 200, 0, 4],
    [1000, 200, 10, 4],
    [1040, 200, 10, 5],
    [1039, 200, 10, 4],
    [100, 200, 0, 1],
    [0, 200, 0, 1],
    [1000, 0, 0, 1],
    [1000, 1000, 0, 1],
    [1000, 250, 0, 4],
  ])('fits %d px with columns of %d and gutter %d: %d', (width, column, gutter, count) => {
    expect(countColumns(width, column, gutter)).toBe(count)
  })

  it('counts one more column missing by less than 1px (percentage rounding), not by more', () => {
    expect(countColumns(1000, 333.4, 0)).toBe(3)
    expect(countColumns(1000, 334, 0)).toBe(2)
    expect(countColumns(1000, 333.3, 0)).toBe(3)
  })

  it('is at least 1 for garbage sizes', () => {
    for (const bad of [Number.NaN, -5, Infinity, -Infinity]) {
      expect(countColumns(bad, 200, 0)).toBe(1)
      expect(countColumns(1000, bad, bad)).toBe(1)
    }
  })
})

describe('layoutMasonry', () => {
  it('lays out nothing without tiles: height and width 0', () => {
    expect(layout({})).toEqual({
      positions: [],
      height: 0,
      columns: 5,
      width: 0,
      containerWidth: 1000,
    })
  })

  it('fills the first row left to right, then the shortest column', () => {
    const result = layout({ heights: [100, 50, 80, 30], containerWidth: 600 })
    expect(result.columns).toBe(3)
    expect(result.positions).toEqual([
      { left: 0, top: 0 },
      { left: 200, top: 0 },
      { left: 400, top: 0 },
      { left: 200, top: 50 },
    ])
    expect(result.height).toBe(100)
    expect(result.width).toBe(600)
  })

  it('breaks ties to the leftmost column', () => {
    expect(spots({ heights: [50, 50, 50, 10, 10], containerWidth: 600 })).toEqual([
      [0, 0],
      [200, 0],
      [400, 0],
      [0, 50],
      [200, 50],
    ])
  })

  it('puts tiles in the currently shortest column, not round robin', () => {
    expect(spots({ heights: [300, 100, 100, 100], containerWidth: 400 })).toEqual([
      [0, 0],
      [200, 0],
      [200, 100],
      [200, 200],
    ])
    expect(layout({ heights: [300, 100, 100, 100], containerWidth: 400 }).height).toBe(300)
  })

  it('leaves the gutter between columns and between rows, none after the last tile', () => {
    const result = layout({ heights: [100, 60, 40], containerWidth: 410, gutter: 10 })
    expect(result.columns).toBe(2)
    expect(result.positions).toEqual([
      { left: 0, top: 0 },
      { left: 210, top: 0 },
      { left: 210, top: 70 },
    ])
    expect(result.height).toBe(110)
    expect(result.width).toBe(410)
  })

  it('is as tall as the tallest column', () => {
    expect(layout({ heights: [10, 500, 10, 10], containerWidth: 400 }).height).toBe(500)
    expect(layout({ heights: [10, 20, 30], containerWidth: 200, gutter: 5 }).height).toBe(70)
  })

  it('stacks everything in one column when the container is narrower than a column', () => {
    const result = layout({ heights: [10, 20, 30], containerWidth: 150, gutter: 4 })
    expect(result.columns).toBe(1)
    expect(result.positions).toEqual([
      { left: 0, top: 0 },
      { left: 0, top: 14 },
      { left: 0, top: 38 },
    ])
    expect(result.height).toBe(68)
  })

  it('keeps fractions of heights and widths', () => {
    expect(spots({ heights: [10.5, 20.25, 1], containerWidth: 300, columnWidth: 150 })).toEqual([
      [0, 0],
      [150, 0],
      [0, 10.5],
    ])
  })

  it('places the columns from the left, never centred; width: the columns in use', () => {
    const result = layout({ heights: [10, 10, 10, 10], containerWidth: 900 })
    expect(result.columns).toBe(4)
    expect(result.width).toBe(800)
    expect(result.positions.map((p) => p.left)).toEqual([0, 200, 400, 600])
  })

  it('counts the gutters between the columns in use in the width, not after the last', () => {
    const result = layout({ heights: [10, 10], containerWidth: 1000, gutter: 20 })
    expect(result.columns).toBe(4)
    expect(result.width).toBe(420)
    expect(result.positions.map((p) => p.left)).toEqual([0, 220])
  })

  it('is as wide as one column wider than the container', () => {
    expect(layout({ heights: [10], containerWidth: 100 }).width).toBe(200)
  })

  it('treats negative, NaN and infinite sizes as 0', () => {
    const result = layout({
      heights: [Number.NaN, -20, Infinity, 30],
      containerWidth: 400,
      gutter: -10,
    })
    expect(result.positions).toEqual([
      { left: 0, top: 0 },
      { left: 0, top: 0 },
      { left: 0, top: 0 },
      { left: 0, top: 0 },
    ])
    expect(result.height).toBe(30)
    expect(layout({ heights: [10], containerWidth: Number.NaN }).containerWidth).toBe(0)
  })

  it('puts a zero-height tile with no gutter where the next tile goes too', () => {
    expect(spots({ heights: [0, 40, 40], containerWidth: 400 })).toEqual([
      [0, 0],
      [0, 0],
      [200, 0],
    ])
  })

  it('survives heights that are not an array', () => {
    expect(layout({ heights: null as unknown as number[] }).positions).toEqual([])
  })

  it('needs no memory for the columns a tiny column width allows', () => {
    const result = layout({ heights: [5, 5], containerWidth: 1e9, columnWidth: 1e-6 })
    expect(result.columns).toBeGreaterThan(1e14)
    expect(result.positions).toEqual([
      { left: 0, top: 0 },
      { left: 1e-6, top: 0 },
    ])
  })

  it('places many tiles in balanced columns', () => {
    const heights = Array.from({ length: 300 }, (_, i) => 50 + ((i * 37) % 200))
    const result = layout({ heights, containerWidth: 1000, gutter: 10 })
    expect(result.columns).toBe(4)
    const bottoms = [0, 0, 0, 0]
    result.positions.forEach(({ left, top }, i) => {
      const column = left / 210
      expect(Number.isInteger(column)).toBe(true)
      expect(top).toBe(bottoms[column] === 0 ? 0 : (bottoms[column] as number) + 10)
      expect(Math.min(...bottoms.map((b) => (b === 0 ? 0 : b + 10)))).toBe(top)
      bottoms[column] = top + (heights[i] as number)
    })
    expect(result.height).toBe(Math.max(...bottoms))
  })
})
