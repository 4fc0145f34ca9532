import type { Block as BlockData } from '@tessera/core'
import { useContext, useMemo } from 'react'
import type { CSSProperties } from 'react'
import { BuilderContext } from '../context/builder-context.ts'
import { getBlocksContainerProps } from '../static-html/blocks-container.ts'
import { staticBlockElement } from '../static-html/static-block-element.tsx'
import { planStaticBlockList } from '../static-html/static-block-list.ts'
import { countStaticHtmlRender } from '../static-html/static-html-switch.ts'
import { Block } from './block.tsx'
import { getBlockKeys } from './get-block-keys.ts'

/** Props of {@link Blocks}. */
export interface BlocksProps {
  blocks?: readonly BlockData[] | null
  /**
   * Where the list lives, relative to the parent block's options (`columns.0.blocks`) or, with
   * `this.`, to the parent block itself; becomes `builder-path`. Default: none (the root list).
   */
  path?: string
  /** Id of the block that owns the list; becomes `builder-parent-id`. */
  parent?: string
  /** Extra classes. */
  className?: string
  /** Extra inline styles (Builder gen-2's `styleProp`). */
  styleProp?: CSSProperties
}

const NO_BLOCKS: readonly BlockData[] = []

/**
 * A list of blocks in `div.builder-blocks` (+ `no-blocks` when empty), a flex column with
 * `builder-path` and `builder-parent-id` for the editor. Static blocks (no bindings, actions,
 * repeat, animations or code; blocks with static HTML; see `planStaticBlockList`) skip their
 * React elements: when all are static the container gets their HTML as one string, else each
 * static block is its wrapper with its content as HTML. The same bytes either way, built the
 * same way on the server and in the browser.
 */
export function Blocks(props: BlocksProps) {
  const { blocks } = props
  const list = Array.isArray(blocks) ? blocks : NO_BLOCKS
  const context = useContext(BuilderContext)
  const locale = typeof context?.state.locale === 'string' ? context.state.locale : context?.locale
  const plan = useMemo(
    () => planStaticBlockList(list, context),
    // The HTML depends on these context fields only (see `BlockHtmlArgs.context`).
    // prettier-ignore
    [list, context?.registry, context?.breakpoints, locale, context?.linkComponent, context?.isEditing],
  )
  const container = getBlocksContainerProps(props)
  if (plan?.html !== undefined) {
    countStaticHtmlRender('list')
    return <div {...container} dangerouslySetInnerHTML={{ __html: plan.html }} />
  }
  const keys = getBlockKeys(list)
  const pieces = plan?.pieces
  if (pieces) countStaticHtmlRender('blocks')
  return (
    <div {...container}>
      {list.map((block, index) => {
        const key = keys[index] ?? String(index)
        const piece = pieces?.[index]
        if (piece === null) return null
        return piece ? staticBlockElement(piece, key) : <Block key={key} block={block} />
      })}
    </div>
  )
}
