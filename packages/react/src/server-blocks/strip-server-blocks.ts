import { isBlock } from '@tessera/core'
import type { Block, Entry } from '@tessera/core'
import { SYMBOL_BLOCK } from './server-html-names.ts'
import { canStandIn, standIn } from './stand-in.ts'
import { isBlockList, isPlainBlock } from './server-only.ts'

/**
 * The page entry as the browser needs it when the server renders the page: each block whose
 * HTML is all there is to it (`canStandIn`) becomes a stand-in (`standIn`) that takes its
 * content from the server's HTML. Only blocks the server renders with their content in the page
 * are looked into: plain blocks and inlined symbols, not interactive blocks, whose hidden parts
 * (a closed tab) may show later. The entry is not changed; the same object comes back when
 * nothing is stripped.
 * @module
 */

/** Ids found on more than one block of the entry: the page has no one element for them. */
type Shared = ReadonlySet<string>

/** `list` with its blocks stripped; the same array when none is. */
function stripList(list: readonly unknown[], shared: Shared): unknown[] {
  let changed = false
  const stripped = list.map((item) => {
    const result = isBlock(item) ? stripBlock(item, shared) : item
    changed ||= result !== item
    return result
  })
  return changed ? stripped : (list as unknown[])
}

/** `value` (options) with its lists of blocks stripped; the same value when none is. */
function stripOptions(value: unknown, shared: Shared): unknown {
  if (isBlockList(value)) return stripList(value, shared)
  if (Array.isArray(value)) {
    let changed = false
    const stripped = value.map((item: unknown) => {
      const result = stripOptions(item, shared)
      changed ||= result !== item
      return result
    })
    return changed ? stripped : value
  }
  if (typeof value !== 'object' || value === null || isBlock(value)) return value
  let changed = false
  const stripped: Record<string, unknown> = {}
  for (const [key, item] of Object.entries(value)) {
    stripped[key] = stripOptions(item, shared)
    changed ||= stripped[key] !== item
  }
  return changed ? stripped : value
}

/** An inlined symbol with the blocks of its content stripped. */
function stripSymbol(block: Block, shared: Shared): Block {
  const symbol = block.component?.options?.symbol as { content?: Entry } | undefined
  const content = symbol?.content
  if (!content || !isPlainBlock({ ...block, component: undefined })) return block
  const stripped = stripContent(content, shared)
  if (stripped === content) return block
  const options = { ...block.component?.options, symbol: { ...symbol, content: stripped } }
  return { ...block, component: { name: SYMBOL_BLOCK, ...block.component, options } }
}

function stripBlock(block: Block, shared: Shared): Block {
  if (!shared.has(block.id ?? '') && canStandIn(block)) return standIn(block)
  if (block.component?.name === SYMBOL_BLOCK) return stripSymbol(block, shared)
  if (!isPlainBlock(block)) return block
  const children = Array.isArray(block.children)
    ? stripList(block.children, shared)
    : block.children
  const options = stripOptions(block.component?.options, shared)
  if (children === block.children && options === block.component?.options) return block
  const stripped: Block = { ...block }
  if (children !== block.children) stripped.children = children as Block[]
  if (block.component && options !== block.component.options) {
    stripped.component = { ...block.component, options: options as Record<string, unknown> }
  }
  return stripped
}

function stripContent(entry: Entry, shared: Shared): Entry {
  const blocks = entry.data?.blocks
  if (!Array.isArray(blocks)) return entry
  const stripped = stripList(blocks, shared)
  return stripped === blocks
    ? entry
    : { ...entry, data: { ...entry.data, blocks: stripped as Block[] } }
}

/** The ids of the blocks anywhere in `value` that more than one block has. */
function sharedIds(value: unknown, seen = new Set<string>(), shared = new Set<string>()) {
  if (Array.isArray(value)) for (const item of value) sharedIds(item, seen, shared)
  else if (typeof value === 'object' && value !== null) {
    const id = (value as Block).id
    if (isBlock(value) && typeof id === 'string') {
      if (seen.has(id)) shared.add(id)
      seen.add(id)
    }
    for (const item of Object.values(value)) sharedIds(item, seen, shared)
  }
  return shared
}

/**
 * `entry` with its server-only blocks as stand-ins (see the module's description). A block
 * whose id another block of the entry has too stays whole: its stand-in could not tell its
 * element from the other's.
 */
export function stripServerBlocks(entry: Entry): Entry {
  return stripContent(entry, sharedIds(entry.data?.blocks))
}
