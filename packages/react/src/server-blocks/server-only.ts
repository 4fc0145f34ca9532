import { isBlock } from '@tessera/core'
import type { Block } from '@tessera/core'
import { DEFERRING_OPTIONS, HTML_ONLY_BLOCKS } from './server-html-names.ts'

/** Whether `value` is a non-empty list of blocks (a slot of a component's options). */
export function isBlockList(value: unknown): value is Block[] {
  return Array.isArray(value) && value.length > 0 && value.every(isBlock)
}

/** The lists of blocks anywhere in a component's options (Columns' `columns[].blocks`…). */
export function optionBlockLists(value: unknown, found: Block[][] = []): Block[][] {
  if (isBlockList(value)) found.push(value)
  else if (Array.isArray(value)) for (const item of value) optionBlockLists(item, found)
  else if (typeof value === 'object' && value !== null && !isBlock(value)) {
    for (const item of Object.values(value)) optionBlockLists(item, found)
  }
  return found
}

function isEmpty(value: unknown): boolean {
  return !value || (typeof value === 'object' && Object.keys(value).length === 0)
}

/**
 * Whether the block's own data is static: no code (bindings, actions), no repeat, no
 * animations, no `{{…}}` interpolation in its options, shown (`hide`/`show`), and a type
 * that is only HTML (or none: a box).
 */
export function isPlainBlock(block: Block): boolean {
  const name = block.component?.name
  return (
    (name === undefined || name === '' || HTML_ONLY_BLOCKS.has(name)) &&
    !block.repeat &&
    !block.hide &&
    block.show !== false &&
    isEmpty(block.bindings) &&
    isEmpty(block.code?.bindings) &&
    isEmpty(block.actions) &&
    isEmpty(block.code?.actions) &&
    isEmpty(block.animations) &&
    !JSON.stringify(block.component?.options ?? null).includes('{{')
  )
}

/** {@link isServerOnly} of the blocks already asked about (entries are never changed). */
const serverOnly = new WeakMap<Block, boolean>()

/** Whether the block waits until in view to render its children (`DEFERRING_OPTIONS`). */
function defersChildren(block: Block): boolean {
  const option = DEFERRING_OPTIONS.get(block.component?.name ?? '')
  return option !== undefined && block.component?.options?.[option] === true
}

/**
 * Whether the server's HTML of `block` is all the browser needs: it and every block inside it
 * (children and the lists of its options) are plain ({@link isPlainBlock}). Such a block never
 * changes once rendered and has no browser behaviour.
 */
export function isServerOnly(block: Block): boolean {
  if (!isBlock(block)) return false
  // Asked of every block on the way down from each stand-in candidate: once per block.
  let known = serverOnly.get(block)
  if (known === undefined) {
    known =
      isPlainBlock(block) &&
      !defersChildren(block) &&
      (!Array.isArray(block.children) || block.children.every(isServerOnly)) &&
      optionBlockLists(block.component?.options).every((list) => list.every(isServerOnly))
    serverOnly.set(block, known)
  }
  return known
}
