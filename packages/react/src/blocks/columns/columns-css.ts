import type { BlockCssArgs } from '../../types.ts'

/** When columns stack: at the tablet (medium) size and below, mobile (small) and below, or never. */
export type StackColumnsAt = 'tablet' | 'mobile' | 'never'

/**
 * The stacking CSS of a Columns block (its definition's `css`, written with the block's styles):
 * below the chosen breakpoint (`stackColumnsAt`, default `tablet`), `.<id>-breakpoints` becomes
 * a column (`column-reverse` with `reverseColumnsWhenStacked`) and each column takes the full
 * width with no margin. Nothing for `never`. Identical for every Columns block but the selector,
 * so a list's style sheet writes the declarations once for all of them.
 */
export function columnsCss({ options, selector, breakpoints, sheet }: BlockCssArgs): void {
  const stackAt = options.stackColumnsAt ?? 'tablet'
  if (stackAt === 'never') return
  const max = stackAt === 'mobile' ? breakpoints.small.max : breakpoints.medium.max
  const row = `${selector}-breakpoints`
  const direction = options.reverseColumnsWhenStacked === true ? 'column-reverse' : 'column'
  sheet.addMediaRule(max, row, `flex-direction:${direction};align-items:stretch`)
  sheet.addMediaRule(max, `${row}>.builder-column`, 'width:100%!important;margin-left:0!important')
}
