import type { Block as BlockData } from '@tessera/core'
import { useRenderer } from '#renderer'
import type { CSSProperties } from 'react'
import { useListPlan } from './use-list-plan.ts'

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

/**
 * A list of blocks in `div.builder-blocks` (+ `no-blocks` when empty), a flex column with
 * `builder-path` and `builder-parent-id` for the editor. A list of static blocks (no bindings,
 * actions, repeat, animations or code, each with static HTML; see `planStaticBlockList`) is one
 * HTML string in the container; any other list renders through the React renderer, which in
 * browser builds is a chunk loaded the first time such a list renders (`#renderer`; during
 * hydration React keeps the server HTML meanwhile). The same HTML either way.
 */
export function Blocks(props: BlocksProps) {
  const { list, plan, container, staticElement } = useListPlan(props)
  if (staticElement) return staticElement
  if (list.length === 0) return <div {...container} />
  const renderer = useRenderer()
  // The same container element either way, so switching paths (entering the editor) keeps it.
  return (
    <div {...container}>
      <renderer.BlockItems blocks={list} plan={plan} />
    </div>
  )
}
