/**
 * Reading the Masonry widget's size options from content, where any value may be of any type.
 * @module
 */

/** A column width read from `columnWidth`. */
export interface ColumnWidth {
  /** In px, or in percent of the container's width when `percent`. */
  value: number
  percent: boolean
  /** As CSS: `200px`, `33.33%`. */
  css: string
}

/** `columnWidth` when it is missing or not understood: 200px. */
export const DEFAULT_COLUMN_WIDTH: ColumnWidth = { value: 200, percent: false, css: '200px' }

const LENGTH = /^(\d*\.?\d+)(px|%)?$/i

/**
 * `columnWidth` as a column width: a positive number (px), or a string of one followed by `px`,
 * `%` or nothing (px). Anything else (other units, zero, negative, garbage) is the default.
 */
export function parseColumnWidth(input: unknown): ColumnWidth {
  const text = typeof input === 'number' ? String(input) : typeof input === 'string' ? input : ''
  const match = LENGTH.exec(text.trim())
  const value = match ? Number(match[1]) : 0
  if (!match || !(value > 0) || !Number.isFinite(value)) return DEFAULT_COLUMN_WIDTH
  const percent = match[2] === '%'
  return { value, percent, css: `${value}${percent ? '%' : 'px'}` }
}

/** `gutterSize` in px: a finite number (or numeric string) above 0, else 0. */
export function parseGutter(input: unknown): number {
  const value = typeof input === 'string' ? Number(input) : input
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0
}
