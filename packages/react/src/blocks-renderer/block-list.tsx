import type { Block as BlockData } from '@tessera/core'
import { staticBlockElement } from '../static-html/static-block-element.tsx'
import type { StaticListPlan } from '../static-html/static-block-list.ts'
import { countStaticHtmlRender } from '../static-html/static-html-switch.ts'
import { Block } from './block.tsx'
import type { BlocksProps } from './blocks.tsx'
import { getBlockKeys } from './get-block-keys.ts'
import { useListPlan } from './use-list-plan.ts'

/**
 * `<Blocks>` inside the React renderer (the renderer chunk, see `#renderer`), for blocks that
 * render nested lists (Columns, Slot, Form): the list as one HTML string when all its blocks
 * are static, else {@link BlockItems}. The same bytes either way, built the same way on the
 * server and in the browser.
 */
export function BlockList(props: BlocksProps) {
  const { list, plan, container, staticElement } = useListPlan(props)
  if (staticElement) return staticElement
  return (
    <div {...container}>
      <BlockItems blocks={list} plan={plan} />
    </div>
  )
}

/** Props of {@link BlockItems}. */
export interface BlockItemsProps {
  blocks: readonly BlockData[]
  plan: StaticListPlan | undefined
}

/**
 * The children of a list's container when it is not one HTML string: each static block as its
 * wrapper with its content as HTML (`plan.pieces`), the others through `<Block>`.
 */
export function BlockItems({ blocks, plan }: BlockItemsProps) {
  const keys = getBlockKeys(blocks)
  const pieces = plan?.pieces
  if (pieces) countStaticHtmlRender('blocks')
  return blocks.map((block, index) => {
    const key = keys[index] ?? String(index)
    const piece = pieces?.[index]
    if (piece === null) return null
    return piece ? staticBlockElement(piece, key) : <Block key={key} block={block} />
  })
}
