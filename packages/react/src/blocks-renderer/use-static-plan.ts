import type { Block as BlockData } from '@tessera/core'
import { useMemo } from 'react'
import { planStaticBlockList } from '../static-html/static-block-list.ts'
import type { StaticListPlan } from '../static-html/static-block-list.ts'
import type { BuilderContextValue } from '../types.ts'

/**
 * How a block list renders from static HTML (`planStaticBlockList`), memoized on the list and
 * the context fields the HTML depends on (see `BlockHtmlArgs.context`), so state changes do
 * not rebuild it.
 */
export function useStaticPlan(
  list: readonly BlockData[],
  context: BuilderContextValue | null,
): StaticListPlan | undefined {
  const locale = typeof context?.state.locale === 'string' ? context.state.locale : context?.locale
  return useMemo(
    () => planStaticBlockList(list, context),
    // prettier-ignore
    [list, context?.registry, context?.breakpoints, locale, context?.linkComponent, context?.isEditing],
  )
}
