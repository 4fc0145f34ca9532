import type { DocumentStore } from '../state/document-store.ts'
import type { SlotRef } from '../state/doc-types.ts'

/** Where a drop on a layer puts the dragged block: before it, after it, or inside it (last). */
export type DropPlace = 'before' | 'after' | 'inside'

/**
 * The slot and index (in the list as it is once the dragged block left it, what a move
 * operation expects) for a drop on `targetId`; undefined when the drop makes no sense (a
 * block into itself or its own descendants, onto itself).
 */
export function dropDestination(
  store: DocumentStore,
  targetId: string,
  place: DropPlace,
  draggedId?: string,
): { slot: SlotRef; index: number } | undefined {
  const target = store.block(targetId)
  if (!target) return undefined
  if (draggedId !== undefined && (draggedId === targetId || store.isWithin(targetId, draggedId)))
    return undefined
  if (place === 'inside') {
    const slot = store.slotsOf(targetId)[0] ?? { owner: targetId, path: 'children' }
    const ids = store.slotIds(slot).filter((id) => id !== draggedId)
    return { slot, index: ids.length }
  }
  const ids = store.slotIds(target.parent).filter((id) => id !== draggedId)
  const at = ids.indexOf(targetId)
  return { slot: target.parent, index: place === 'before' ? at : at + 1 }
}
