import type { Block } from '@tessera/core'

/**
 * React keys for a list of blocks: the block id, with `#<n>` added to repeated ids, and
 * `index-<i>` for blocks without an id.
 */
export function getBlockKeys(blocks: readonly Block[]): string[] {
  const seen = new Map<string, number>()
  return blocks.map((block, index) => {
    if (typeof block?.id !== 'string' || block.id === '') return `index-${index}`
    const count = seen.get(block.id) ?? 0
    seen.set(block.id, count + 1)
    return count === 0 ? block.id : `${block.id}#${count}`
  })
}
