import type { CSSProperties } from 'react'
import type { BlocksProps } from '../pipeline/blocks-props.ts'
import { normalizeDataPath } from '../pipeline/normalize-data-path.ts'

/** The props of a block list's `div.builder-blocks`, in the order React writes them. */
export type BlocksContainerProps = {
  className: string
  'builder-path': string | undefined
  'builder-parent-id': string | undefined
  /** The list's style prop: its flex column is the `.builder-blocks` rule of the base CSS. */
  style: CSSProperties | undefined
}

/**
 * The props of the `div.builder-blocks` of {@link BlocksProps} (`no-blocks` added when the list
 * is empty): shared by `<Blocks>` and the static HTML of nested lists, so they cannot drift.
 * The container's layout (a flex column that stretches its blocks) is the `.builder-blocks`
 * rule of the content's base CSS; only a style prop is written inline.
 */
export function getBlocksContainerProps(props: BlocksProps): BlocksContainerProps {
  const { blocks, path, parent, className, styleProp } = props
  const isEmpty = !Array.isArray(blocks) || blocks.length === 0
  let classes = isEmpty ? 'builder-blocks no-blocks' : 'builder-blocks'
  if (className) classes += ` ${className}`
  return {
    className: classes,
    'builder-path': normalizeDataPath(path),
    'builder-parent-id': parent,
    style: styleProp || undefined,
  }
}
