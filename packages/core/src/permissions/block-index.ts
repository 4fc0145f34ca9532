import { isBlock } from '../content/is-block.ts'
import type { Block } from '../types/block.ts'

/** Where a block sits: its container (`root`, `<id>.children`, `<id>.options.columns.0.blocks`). */
export interface IndexedBlock {
  block: Block
  container: string
}

/** Every block of a tree by key (its id, or its position when it has none), and each container's order. */
export interface BlockIndex {
  blocks: Map<string, IndexedBlock>
  containers: Map<string, string[]>
}

function isBlockArray(value: unknown): value is Block[] {
  return Array.isArray(value) && value.some(isBlock)
}

/**
 * Replaces the blocks nested in component options (Columns' `columns[].blocks`, Tabs…) by a
 * marker, so that comparing options compares the block's own values only.
 */
export function withoutNestedBlocks(value: unknown): unknown {
  if (isBlock(value)) return '#block'
  if (Array.isArray(value)) return value.map(withoutNestedBlocks)
  if (typeof value !== 'object' || value === null) return value
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, withoutNestedBlocks(item)]),
  )
}

/** Indexes a block tree, children and blocks nested in component options included. */
export function indexBlocks(roots: readonly Block[] | undefined): BlockIndex {
  const index: BlockIndex = { blocks: new Map(), containers: new Map() }
  const walkOptions = (value: unknown, path: string): void => {
    if (isBlockArray(value)) {
      addContainer(value, path)
      return
    }
    if (typeof value !== 'object' || value === null) return
    for (const [key, item] of Object.entries(value)) walkOptions(item, `${path}.${key}`)
  }
  const addContainer = (blocks: readonly unknown[], container: string): void => {
    const keys: string[] = []
    blocks.forEach((block, position) => {
      if (!isBlock(block)) return
      const key =
        typeof block.id === 'string' && block.id !== '' ? block.id : `${container}#${position}`
      keys.push(key)
      if (index.blocks.has(key)) return
      index.blocks.set(key, { block, container })
      if (block.children) addContainer(block.children, `${key}.children`)
      if (block.component?.options) walkOptions(block.component.options, `${key}.options`)
    })
    index.containers.set(container, keys)
  }
  addContainer(roots ?? [], 'root')
  return index
}
