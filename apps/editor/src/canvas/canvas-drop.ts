import type { CanvasDropPlace } from '@tessera/core/editor'
import { dropDestination } from '../layers/drop-destination.ts'
import type { DragData } from '../layers/use-layer-dnd.ts'
import type { DocumentStore } from '../state/document-store.ts'
import { ROOT, ROOT_SLOT_PATH } from '../state/doc-types.ts'
import type { SlotRef } from '../state/doc-types.ts'
import { InvalidOperationError } from '../state/json-path.ts'

/** Where a drop goes in the document. */
export interface DropAt {
  slot: SlotRef
  index: number
}

/**
 * The slot and index for a drop at a place of the canvas (for a move: in the list as it is
 * once the moved block left it); undefined when the place names no list of this document or
 * when a block would go into itself.
 */
export function canvasDropAt(
  store: DocumentStore,
  place: CanvasDropPlace,
  draggedId?: string,
): DropAt | undefined {
  if (place.edge !== 'inside') return dropDestination(store, place.blockId, place.edge, draggedId)
  const owner = place.parentId ?? ROOT
  if (owner === ROOT ? place.dataPath !== ROOT_SLOT_PATH : !store.block(owner)) return undefined
  if (draggedId !== undefined && owner !== ROOT && store.isWithin(owner, draggedId))
    return undefined
  // The site shows the edited group's blocks as its `data.blocks`.
  const slot = owner === ROOT ? store.rootSlot() : { owner, path: place.dataPath }
  return { slot, index: store.slotIds(slot).filter((id) => id !== draggedId).length }
}

/** Inserts a palette item at a place as one undo step; returns the new block's id. */
export type InsertTemplate = (name: string, at: DropAt) => string | undefined

/** What a drop did. */
export type CanvasDropResult = { kind: 'moved' | 'inserted'; id: string }

/**
 * Applies a drop on the canvas as one undo step: a block of the page moves to the place, or a
 * palette item is inserted there. The site only names the place. Undefined (and the document
 * unchanged) when the drop makes no sense: an unknown block, a place of no list, a block into
 * itself, a move that changes nothing.
 */
export function applyCanvasDrop(
  store: DocumentStore,
  dragged: DragData,
  place: CanvasDropPlace,
  insertTemplate: InsertTemplate,
): CanvasDropResult | undefined {
  try {
    if (dragged.kind === 'template') {
      const at = canvasDropAt(store, place)
      const id = at ? insertTemplate(dragged.name, at) : undefined
      return id === undefined ? undefined : { kind: 'inserted', id }
    }
    const node = store.block(dragged.id)
    const at = node ? canvasDropAt(store, place, dragged.id) : undefined
    if (!node || !at) return undefined
    const from = store.slotIds(node.parent).indexOf(dragged.id)
    const sameSlot = at.slot.owner === node.parent.owner && at.slot.path === node.parent.path
    if (sameSlot && at.index === from) return undefined
    store.dispatch([{ type: 'move', id: dragged.id, to: at.slot, index: at.index }], {
      label: 'Drag',
    })
    return { kind: 'moved', id: dragged.id }
  } catch (error) {
    // A place the document cannot take (a list path of another shape): nothing changes.
    if (error instanceof InvalidOperationError) return undefined
    throw error
  }
}
