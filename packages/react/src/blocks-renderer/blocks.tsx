import type { Block as BlockData } from '@tessera/core'
import type { CSSProperties } from 'react'
import { Block } from './block.tsx'
import { getBlockKeys } from './get-block-keys.ts'
import { normalizeDataPath } from './normalize-data-path.ts'

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

const CONTAINER_STYLE: CSSProperties = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
}

/**
 * A list of blocks in `div.builder-blocks` (+ `no-blocks` when empty), a flex column with
 * `builder-path` and `builder-parent-id` for the editor.
 */
export function Blocks({ blocks, path, parent, className, styleProp }: BlocksProps) {
  const list = Array.isArray(blocks) ? blocks : []
  const keys = getBlockKeys(list)
  let classes = list.length === 0 ? 'builder-blocks no-blocks' : 'builder-blocks'
  if (className) classes += ` ${className}`
  return (
    <div
      className={classes}
      builder-path={normalizeDataPath(path)}
      builder-parent-id={parent}
      style={styleProp ? { ...CONTAINER_STYLE, ...styleProp } : CONTAINER_STYLE}
    >
      {list.map((block, index) => (
        <Block key={keys[index]} block={block} />
      ))}
    </div>
  )
}
