import { ROOT } from '../state/doc-types.ts'
import type { DocumentStore } from '../state/document-store.ts'

/** Where to go from a block: its parent, its first child, or the block before or after it. */
export type Relation = 'parent' | 'child' | 'previous' | 'next'

/**
 * The block at `relation` from `id` in the document, or `undefined` when there is none (the
 * parent of a top-level block, the child of a block with no children, past either end of a
 * list). A block's first child is the first block of its first non-empty slot, so a Columns
 * block goes into its first column.
 */
export function relativeBlock(
  store: DocumentStore,
  id: string,
  relation: Relation,
): string | undefined {
  const node = store.block(id)
  if (!node) return undefined
  if (relation === 'parent') return node.parent.owner === ROOT ? undefined : node.parent.owner
  if (relation === 'child') {
    for (const slot of store.slotsOf(id)) {
      const first = store.slotIds(slot)[0]
      if (first !== undefined) return first
    }
    return undefined
  }
  const siblings = store.slotIds(node.parent)
  return siblings[siblings.indexOf(id) + (relation === 'next' ? 1 : -1)]
}

/** The relation a key names with Cmd/Ctrl held: ← parent, → first child, ↑ / ↓ siblings. */
export const RELATION_KEYS: Readonly<Record<string, Relation>> = {
  ArrowLeft: 'parent',
  ArrowRight: 'child',
  ArrowUp: 'previous',
  ArrowDown: 'next',
}
