import type { Block, Entry } from '@tessera/core'
import { SYMBOL_BLOCK } from './server-html-names.ts'
import { canStandIn, standIn } from './stand-in.ts'
import { isBlock, isBlockList, isPlainBlock } from './server-only.ts'

/**
 * The page entry as the browser needs it when the server renders the page: each block whose
 * HTML is all there is to it (`canStandIn`) becomes a stand-in (`standIn`) that takes its
 * content from the server's HTML. Only blocks the server renders with their content in the page
 * are looked into: plain blocks and inlined symbols, not interactive blocks, whose hidden parts
 * (a closed tab) may show later. The entry is not changed; the same object comes back when
 * nothing is stripped.
 * @module
 */

/** `list` with its blocks stripped; the same array when none is. */
function stripList(list: readonly unknown[]): unknown[] {
  let changed = false
  const stripped = list.map((item) => {
    const result = isBlock(item) ? stripBlock(item) : item
    changed ||= result !== item
    return result
  })
  return changed ? stripped : (list as unknown[])
}

/** `value` (options) with its lists of blocks stripped; the same value when none is. */
function stripOptions(value: unknown): unknown {
  if (isBlockList(value)) return stripList(value)
  if (Array.isArray(value)) {
    let changed = false
    const stripped = value.map((item: unknown) => {
      const result = stripOptions(item)
      changed ||= result !== item
      return result
    })
    return changed ? stripped : value
  }
  if (typeof value !== 'object' || value === null || isBlock(value)) return value
  let changed = false
  const stripped: Record<string, unknown> = {}
  for (const [key, item] of Object.entries(value)) {
    stripped[key] = stripOptions(item)
    changed ||= stripped[key] !== item
  }
  return changed ? stripped : value
}

/** An inlined symbol with the blocks of its content stripped. */
function stripSymbol(block: Block): Block {
  const symbol = block.component?.options?.symbol as { content?: Entry } | undefined
  const content = symbol?.content
  if (!content || !isPlainBlock({ ...block, component: undefined })) return block
  const stripped = stripServerBlocks(content)
  if (stripped === content) return block
  const options = { ...block.component?.options, symbol: { ...symbol, content: stripped } }
  return { ...block, component: { name: SYMBOL_BLOCK, ...block.component, options } }
}

function stripBlock(block: Block): Block {
  if (canStandIn(block)) return standIn(block)
  if (block.component?.name === SYMBOL_BLOCK) return stripSymbol(block)
  if (!isPlainBlock(block)) return block
  const children = Array.isArray(block.children) ? stripList(block.children) : block.children
  const options = stripOptions(block.component?.options)
  if (children === block.children && options === block.component?.options) return block
  const stripped: Block = { ...block }
  if (children !== block.children) stripped.children = children as Block[]
  if (block.component && options !== block.component.options) {
    stripped.component = { ...block.component, options: options as Record<string, unknown> }
  }
  return stripped
}

/** `entry` with its server-only blocks as stand-ins (see the module's description). */
export function stripServerBlocks(entry: Entry): Entry {
  const blocks = entry.data?.blocks
  if (!Array.isArray(blocks)) return entry
  const stripped = stripList(blocks)
  return stripped === blocks
    ? entry
    : { ...entry, data: { ...entry.data, blocks: stripped as Block[] } }
}
