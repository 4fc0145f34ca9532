import { withNewIds } from '../palette/block-templates.ts'
import type { DocumentStore } from '../state/document-store.ts'
import type { JsonObject, Operation } from '../state/doc-types.ts'

/**
 * Replaces Symbol block `id` with copies of the symbol's blocks (fresh ids), at its place, as
 * one undo step; returns the ids of the copies. The page no longer follows the symbol.
 */
export function detachSymbol(
  store: DocumentStore,
  id: string,
  blocks: readonly unknown[],
): string[] {
  const node = store.block(id)
  if (!node) return []
  const index = store.slotIds(node.parent).indexOf(id)
  const copies = blocks
    .filter((block): block is JsonObject => typeof block === 'object' && block !== null)
    .map((block) => withNewIds(block, () => store.newId()))
  const ops: Operation[] = [{ type: 'remove', id }]
  copies.forEach((block, offset) =>
    ops.push({ type: 'insert', slot: node.parent, index: index + offset, block }),
  )
  store.dispatch(ops, { label: 'Detach symbol' })
  return copies.map((block) => block.id as string)
}
