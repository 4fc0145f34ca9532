import type { Block as BlockData } from '@tessera/core'
import type { CSSProperties } from 'react'

/** Props of `<Blocks>`: a list of blocks and where it sits in its parent block. */
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
