import type { Block as BlockData } from '@tessera/core'
import { useContext } from 'react'
import { BuilderContext } from '../context/builder-context.ts'
import { staticBlockElement } from '../static-html/static-block-element.tsx'
import { planStaticBlockList } from '../static-html/static-block-list.ts'
import type { StaticListPlan } from '../static-html/static-block-list.ts'
import { countStaticHtmlRender } from '../static-html/static-html-switch.ts'
import { staticPieceMarker } from '../static-html/piece-marker.ts'
import { Block } from './block.tsx'
import type { BlocksProps } from './blocks.tsx'
import { getBlockKeys } from '../pipeline/get-block-keys.ts'
import { useListElement } from './use-list-element.ts'
import type { ListRenderer } from './use-list-element.ts'

/** The renderer as a list inside it needs it: at hand, no chunk to wait for. */
const LIST_RENDERER: ListRenderer = { BlockItems, planStaticBlockList }

/**
 * `<Blocks>` inside the React renderer (the renderer chunk, see `#renderer`), for blocks that
 * render nested lists (Columns, Slot, Form): the same element as `<Blocks>` (see
 * `useListElement`), with the renderer at hand.
 */
export function BlockList(props: BlocksProps) {
  return useListElement(props, getListRenderer)
}

function getListRenderer(): ListRenderer {
  return LIST_RENDERER
}

/** Props of {@link BlockItems}. */
export interface BlockItemsProps {
  blocks: readonly BlockData[]
  plan: StaticListPlan | undefined
  /** The list's `useId()`: marks its static blocks (`staticPieceMarker`). */
  listId: string
}

/**
 * The children of a list's container when it is not one HTML string: each static block as its
 * wrapper with its content as HTML (`plan.pieces`), marked for hydration to take over, the
 * others through `<Block>`.
 */
export function BlockItems({ blocks, plan, listId }: BlockItemsProps) {
  const keys = getBlockKeys(blocks)
  const pieces = plan?.pieces
  const nonce = useContext(BuilderContext)?.nonce
  if (pieces) countStaticHtmlRender('blocks')
  return blocks.map((block, index) => {
    const key = keys[index] ?? String(index)
    const piece = pieces?.[index]
    if (piece === null) return null
    return piece ? (
      staticBlockElement(piece, key, staticPieceMarker(listId, index), nonce)
    ) : (
      <Block key={key} block={block} />
    )
  })
}
