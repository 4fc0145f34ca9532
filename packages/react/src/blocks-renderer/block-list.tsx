import type { Block as BlockData } from '@tessera/core'
import { useContext, useMemo } from 'react'
import { BuilderContext } from '../context/builder-context.ts'
import { staticBlockElement } from '../static-html/static-block-element.tsx'
import { planStaticBlockList } from '#list-plan'
import type { StaticListPlan } from '../static-html/static-list-plan.ts'
import { countStaticHtmlRender } from '../static-html/static-html-switch.ts'
import { staticPieceMarker } from '../static-html/piece-marker.ts'
import { Block } from './block.tsx'
import type { BlocksProps } from './blocks.tsx'
import type { BuilderContextValue } from '../types.ts'
import { getBlockKeys } from '../pipeline/get-block-keys.ts'
import { getListCss, LIST_STYLE_ID } from '../pipeline/get-list-css.ts'
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
 * The children of a list's container when it is not one HTML string: the list's style
 * (`getListCss`), then each static block as its wrapper with its content as HTML
 * (`plan.pieces`), marked for hydration to take over, the others through `<Block>`.
 */
export function BlockItems({ blocks, plan, listId }: BlockItemsProps) {
  const keys = getBlockKeys(blocks)
  const pieces = plan?.pieces
  const context = useContext(BuilderContext)
  const css = useListCss(blocks, context)
  const inListCss = context?.isEditing !== true
  if (pieces) countStaticHtmlRender('blocks')
  const items = blocks.map((block, index) => {
    const key = keys[index] ?? String(index)
    const piece = pieces?.[index]
    if (piece === null) return null
    return piece ? (
      staticBlockElement(piece, key, staticPieceMarker(listId, index))
    ) : (
      <Block key={key} block={block} inListCss={inListCss} />
    )
  })
  if (css === '') return items
  return (
    <>
      <style
        data-id={LIST_STYLE_ID}
        nonce={context?.nonce}
        dangerouslySetInnerHTML={{ __html: css }}
      />
      {items}
    </>
  )
}

/** {@link getListCss} of the list, made again when the list or what its CSS reads changes. */
function useListCss(blocks: readonly BlockData[], context: BuilderContextValue | null): string {
  const registry = context?.registry
  const model = context?.model
  const breakpoints = context?.breakpoints
  const isEditing = context?.isEditing
  // The locale blocks render in (`processOptions`): a block type's CSS reads its options.
  const locale = typeof context?.state.locale === 'string' ? context.state.locale : context?.locale
  return useMemo(
    () =>
      registry && model !== undefined && breakpoints && isEditing !== undefined
        ? getListCss(blocks, { registry, model, breakpoints, isEditing }, locale)
        : '',
    [blocks, registry, model, breakpoints, isEditing, locale],
  )
}
