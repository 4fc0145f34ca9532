'use client'

import { useRenderer } from '#renderer'
import type { BlocksProps } from '../pipeline/blocks-props.ts'
import { useListElement } from './use-list-element.ts'

export type { BlocksProps }

/**
 * A list of blocks in `div.builder-blocks` (+ `no-blocks` when empty), a flex column with
 * `builder-path` and `builder-parent-id` for the editor. A list of static blocks (no bindings,
 * actions, repeat, animations or code, each with static HTML; see `planStaticBlockList`) is one
 * HTML string in the container on the server; any other list renders through the React
 * renderer. In browser builds the renderer is a chunk loaded the first time a list needs it
 * (`#renderer`); a static list the server wrote is taken over from the page while hydrating,
 * without it, and a list the server did not write renders through the React renderer, as
 * browser builds write no HTML (see `useListElement`, `#list-plan`). The same HTML either way.
 */
export function Blocks(props: BlocksProps) {
  return useListElement(props, useRenderer)
}
