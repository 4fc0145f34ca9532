import { escapeCssIdentifier } from '@tessera/core/css'
import type { Breakpoints } from '@tessera/core'

/** When columns stack: at the tablet (medium) size and below, mobile (small) and below, or never. */
export type StackColumnsAt = 'tablet' | 'mobile' | 'never'

/** Options of {@link getColumnsCss}. */
export interface ColumnsCssOptions {
  blockId: string | undefined
  /** Default: `tablet`. */
  stackColumnsAt?: string
  /** Stack last column first. Default: false. */
  reverseColumnsWhenStacked?: boolean
  breakpoints: Breakpoints
}

/**
 * The stacking CSS of a Columns block: below the chosen breakpoint, `.<id>-breakpoints` becomes
 * a column (`column-reverse` when reversed) and each column takes the full width with no
 * margin. `''` for `never` or a block without id.
 */
export function getColumnsCss(options: ColumnsCssOptions): string {
  const { blockId, breakpoints } = options
  const stackAt = options.stackColumnsAt ?? 'tablet'
  if (!blockId || stackAt === 'never') return ''
  const max = stackAt === 'mobile' ? breakpoints.small.max : breakpoints.medium.max
  const selector = `.${escapeCssIdentifier(`${blockId}-breakpoints`)}`
  const direction = options.reverseColumnsWhenStacked === true ? 'column-reverse' : 'column'
  return (
    `@media (max-width: ${max}px) {\n  ${selector} {\n    flex-direction: ${direction};\n` +
    `    align-items: stretch;\n  }\n  ${selector} > .builder-column {\n` +
    '    width: 100% !important;\n    margin-left: 0 !important;\n  }\n}'
  )
}
