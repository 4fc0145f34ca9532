import type { CSSProperties } from 'react'

/**
 * The row fills its block: a block with a fixed height gives it to the row (as a flex item of
 * the usual flex-column wrapper, or by percentage of a plain one), the columns stretch to it,
 * and blocks centred vertically in a column (`margin: auto 0`) are centred in that height.
 */
export const COLUMNS_ROW_STYLE: CSSProperties = {
  display: 'flex',
  lineHeight: 'normal',
  flexGrow: 1,
  height: '100%',
}
