import { describe, expect, it } from 'vitest'
import { rowEndFromBoxes, rowEndFromWidth } from './grid-row.ts'

/** Boxes of `perRow` titles a row, each `height` tall (rows stacked with no gap). */
const grid = (count: number, perRow: number, height = 20) =>
  Array.from({ length: count }, (_, i) => {
    const top = Math.floor(i / perRow) * height
    return { top, bottom: top + height }
  })

describe('rowEndFromBoxes', () => {
  it('finds the last title of the row of each title', () => {
    const boxes = grid(7, 3)
    expect([0, 1, 2, 3, 4, 5, 6].map((i) => rowEndFromBoxes(boxes, i))).toEqual([
      2, 2, 2, 5, 5, 5, 6,
    ])
  })

  it('keeps titles of different heights and top margins on one row', () => {
    const boxes = [
      { top: 0, bottom: 50 },
      { top: 8, bottom: 20 },
      { top: 0.3, bottom: 30 },
      { top: 50, bottom: 60 },
      { top: 52, bottom: 55 },
    ]
    expect(boxes.map((_, i) => rowEndFromBoxes(boxes, i))).toEqual([2, 2, 2, 4, 4])
  })

  it('treats a row gap as a new row, and zero-height titles as one row', () => {
    const gap = [
      { top: 0, bottom: 10 },
      { top: 25, bottom: 35 },
    ]
    expect(rowEndFromBoxes(gap, 0)).toBe(0)
    const flat = [
      { top: 5, bottom: 5 },
      { top: 5, bottom: 5 },
    ]
    expect(rowEndFromBoxes(flat, 0)).toBe(1)
  })

  it('handles one title a row, no boxes and out-of-range indexes', () => {
    expect(rowEndFromBoxes(grid(3, 1), 1)).toBe(1)
    expect(rowEndFromBoxes([], 2)).toBe(2)
    expect(rowEndFromBoxes(grid(2, 2), 5)).toBe(5)
    expect(rowEndFromBoxes(grid(2, 2), -1)).toBe(0)
  })
})

describe('rowEndFromWidth', () => {
  it('puts 100 / percent titles in a row', () => {
    expect([0, 3, 4, 7, 8].map((i) => rowEndFromWidth('25%', i, 10))).toEqual([3, 3, 7, 7, 9])
    expect(rowEndFromWidth('50%', 0, 4)).toBe(1)
    expect(rowEndFromWidth(' 33.333% ', 1, 6)).toBe(2)
    expect(rowEndFromWidth('33.34%', 1, 6)).toBe(1)
    expect(rowEndFromWidth('.5%', 0, 500)).toBe(199)
    expect(rowEndFromWidth('100%', 2, 5)).toBe(2)
    expect(rowEndFromWidth('150%', 2, 5)).toBe(2)
  })

  it('gives the title itself for widths it cannot place', () => {
    for (const width of ['200px', 'calc(25% - 10px)', '0%', '-25%', 'abc%', '', '25']) {
      expect(rowEndFromWidth(width, 1, 8)).toBe(1)
    }
  })
})
