'use client'

import type { Block as BlockData } from '@tessera/core'
import { useRenderer } from '#renderer'
import type { CSSProperties } from 'react'
import { useListElement } from './use-list-element.ts'

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
 * HTML string in the container; any other list renders through the React renderer. In browser
 * builds the renderer (and the code that writes static HTML) is a chunk loaded the first time a
 * list needs it (`#renderer`); a static list the server wrote is taken over from the page while
 * hydrating, without it (see `useListElement`). The same HTML either way.
 */
export function Blocks(props: BlocksProps) {
  return useListElement(props, useRenderer)
}
