import type { Block as BlockData } from '@tessera/core'
import { createElement, useContext, useMemo } from 'react'
import type { ReactElement } from 'react'
import { BuilderContext } from '../context/builder-context.ts'
import { getBlocksContainerProps } from '../static-html/blocks-container.ts'
import type { BlocksContainerProps } from '../static-html/blocks-container.ts'
import { planStaticBlockList } from '../static-html/static-block-list.ts'
import type { StaticListPlan } from '../static-html/static-block-list.ts'
import { countStaticHtmlRender } from '../static-html/static-html-switch.ts'
import type { BlocksProps } from './blocks.tsx'

const NO_BLOCKS: readonly BlockData[] = []

/** A block list ready to render: its blocks, its static plan and its container's props. */
export interface ListPlan {
  list: readonly BlockData[]
  plan: StaticListPlan | undefined
  container: BlocksContainerProps
  /** The container with the list's HTML when every block is static, else undefined. */
  staticElement: ReactElement | undefined
}

/**
 * How a block list renders (`planStaticBlockList`), the plan memoized on the list and the
 * context fields its HTML depends on (see `BlockHtmlArgs.context`), so state changes do not
 * rebuild it.
 */
export function useListPlan(props: BlocksProps): ListPlan {
  const list = Array.isArray(props.blocks) ? props.blocks : NO_BLOCKS
  const context = useContext(BuilderContext)
  const locale = typeof context?.state.locale === 'string' ? context.state.locale : context?.locale
  const plan = useMemo(
    () => planStaticBlockList(list, context),
    // prettier-ignore
    [list, context?.registry, context?.breakpoints, locale, context?.linkComponent, context?.isEditing],
  )
  const container = getBlocksContainerProps(props)
  let staticElement: ReactElement | undefined
  if (plan?.html !== undefined) {
    countStaticHtmlRender('list')
    staticElement = createElement('div', {
      ...container,
      dangerouslySetInnerHTML: { __html: plan.html },
    })
  }
  return { list, plan, container, staticElement }
}
