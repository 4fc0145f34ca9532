import type { CanvasDropData, CanvasDropPlace } from '@tessera/core/editor'
import { dropDestination } from '../layers/drop-destination.ts'
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
  const slot = { owner, path: place.dataPath }
  return { slot, index: store.slotIds(slot).filter((id) => id !== draggedId).length }
}

/** What {@link applyCanvasDrop} needs from the editor. */
export interface CanvasDropDeps {
  /** The palette item a drag token stands for (once), see `DragTokens`. */
  takeToken: (token: string) => string | undefined
  /** Inserts a palette item at a place as one undo step; returns the new block's id. */
  insertTemplate: (name: string, at: DropAt) => string | undefined
}

/** What a drop did. */
export type CanvasDropResult = { kind: 'moved' | 'inserted'; id: string }

/**
 * Applies a drop reported by the canvas, as one undo step: a block of the page moves there, or
 * the palette item the drag's token stands for is inserted there. The site only named the
 * place: nothing it sends is inserted. Undefined (and the document unchanged) when the drop
 * makes no sense: an unknown token or block, a place of no list, a move that changes nothing.
 */
export function applyCanvasDrop(
  store: DocumentStore,
  drop: CanvasDropData,
  deps: CanvasDropDeps,
): CanvasDropResult | undefined {
  try {
    if (drop.source.kind === 'external') {
      const name = deps.takeToken(drop.source.token)
      const at = name === undefined ? undefined : canvasDropAt(store, drop.place)
      const id = name === undefined || !at ? undefined : deps.insertTemplate(name, at)
      return id === undefined ? undefined : { kind: 'inserted', id }
    }
    const { blockId } = drop.source
    const node = store.block(blockId)
    const at = node ? canvasDropAt(store, drop.place, blockId) : undefined
    if (!node || !at) return undefined
    const from = store.slotIds(node.parent).indexOf(blockId)
    const sameSlot = at.slot.owner === node.parent.owner && at.slot.path === node.parent.path
    if (sameSlot && at.index === from) return undefined
    store.dispatch([{ type: 'move', id: blockId, to: at.slot, index: at.index }], { label: 'Drag' })
    return { kind: 'moved', id: blockId }
  } catch (error) {
    // A place the document cannot take (a list path of another shape): nothing changes.
    if (error instanceof InvalidOperationError) return undefined
    throw error
  }
}
