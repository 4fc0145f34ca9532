import { withNewIds } from '../palette/block-templates.ts'
import type { DocumentStore } from '../state/document-store.ts'
import { slotKey } from '../state/doc-types.ts'
import type { JsonObject, Operation, SlotRef } from '../state/doc-types.ts'
import { symbolBlock } from './symbol-refs.ts'

/** Sibling blocks that can become one symbol: their slot and ids in document order. */
export interface SymbolSelection {
  slot: SlotRef
  /** In the order they appear in the slot. */
  ids: string[]
  index: number
}

/**
 * Whether the selected blocks can be saved as one symbol: one or several blocks of the same
 * list (siblings). Answers them in document order, or the reason they cannot.
 */
export function symbolSelection(
  store: DocumentStore,
  selected: readonly string[],
): SymbolSelection | { problem: string } {
  const nodes = selected.map((id) => store.block(id))
  if (nodes.length === 0) return { problem: 'Select the blocks to save as a symbol.' }
  if (nodes.some((node) => node === undefined)) return { problem: 'A selected block is gone.' }
  const slot = nodes[0]!.parent
  if (nodes.some((node) => slotKey(node!.parent) !== slotKey(slot))) {
    return { problem: 'Only blocks side by side (in the same list) can make one symbol.' }
  }
  const order = store.slotIds(slot)
  const ids = [...new Set(selected)].sort((a, b) => order.indexOf(a) - order.indexOf(b))
  return { slot, ids, index: order.indexOf(ids[0]!) }
}

/** The blocks of a selection as the symbol entry holds them (fresh ids). */
export function symbolBlocksOf(
  store: DocumentStore,
  selection: SymbolSelection,
  newId: () => string,
): JsonObject[] {
  return selection.ids.map((id) => withNewIds(store.blockJson(id), newId))
}

/**
 * Replaces the selected blocks with one Symbol block pointing at symbol entry `entryId`, as one
 * undo step; returns the Symbol block's id.
 */
export function replaceWithSymbol(
  store: DocumentStore,
  selection: SymbolSelection,
  entryId: string,
  name: string,
): string {
  const id = store.newId()
  const ops: Operation[] = selection.ids.map((blockId) => ({ type: 'remove', id: blockId }))
  ops.push({
    type: 'insert',
    slot: selection.slot,
    index: selection.index,
    block: { ...symbolBlock(entryId), id },
  })
  store.dispatch(ops, { label: `Save as symbol ${name}` })
  return id
}
