import { withNewIds } from '../palette/block-templates.ts'
import type { DocumentStore } from '../state/document-store.ts'
import { ROOT } from '../state/doc-types.ts'
import type { JsonObject, Operation, SlotRef } from '../state/doc-types.ts'

/** Where a new block goes: after the selected block, else at the end of the page. */
export function insertionPoint(
  store: DocumentStore,
  selected: string | undefined,
): { slot: SlotRef; index: number } {
  const node = selected === undefined ? undefined : store.block(selected)
  if (!node) {
    const slot = store.rootSlot()
    return { slot, index: store.slotIds(slot).length }
  }
  return { slot: node.parent, index: store.slotIds(node.parent).indexOf(node.id) + 1 }
}

/** Inserts blocks (given new ids) at a place, as one undo step; returns their ids. */
export function insertBlocks(
  store: DocumentStore,
  blocks: JsonObject[],
  at: { slot: SlotRef; index: number },
  label: string,
): string[] {
  const fresh = blocks.map((block) => withNewIds(block, () => store.newId()))
  store.dispatch(
    fresh.map((block, offset) => ({
      type: 'insert',
      slot: at.slot,
      index: at.index + offset,
      block,
    })),
    { label },
  )
  return fresh.map((block) => block.id as string)
}

/** The selected blocks without those inside another selected one (their ancestors go whole). */
export function topmost(store: DocumentStore, ids: readonly string[]): string[] {
  return ids.filter(
    (id) => store.block(id) && !ids.some((other) => other !== id && store.isWithin(id, other)),
  )
}

/** Deletes blocks as one undo step. */
export function deleteBlocks(store: DocumentStore, ids: readonly string[]): void {
  const ops: Operation[] = topmost(store, ids).map((id) => ({ type: 'remove', id }))
  store.dispatch(ops, { label: ops.length > 1 ? `Delete ${ops.length} blocks` : 'Delete' })
}

/** Duplicates blocks right after each; returns the copies' ids. */
export function duplicateBlocks(store: DocumentStore, ids: readonly string[]): string[] {
  const copies: string[] = []
  const ops: Operation[] = []
  for (const id of topmost(store, ids)) {
    const node = store.block(id)
    if (!node) continue
    const copy = withNewIds(store.blockJson(id), () => store.newId())
    copies.push(copy.id as string)
    ops.push({
      type: 'insert',
      slot: node.parent,
      index: store.slotIds(node.parent).indexOf(id) + 1,
      block: copy,
    })
  }
  store.dispatch(ops, { label: 'Duplicate' })
  return copies
}

/** Keyboard moves of a block: up, down, into the block before it, out to after its parent. */
export type KeyboardMove = 'up' | 'down' | 'into' | 'out'

/** The move operation for a keyboard move, or undefined when the block cannot go that way. */
export function keyboardMove(
  store: DocumentStore,
  id: string,
  move: KeyboardMove,
): Operation | undefined {
  const node = store.block(id)
  if (!node) return undefined
  const siblings = store.slotIds(node.parent)
  const index = siblings.indexOf(id)
  if (move === 'up')
    return index > 0 ? { type: 'move', id, to: node.parent, index: index - 1 } : undefined
  if (move === 'down')
    return index < siblings.length - 1
      ? { type: 'move', id, to: node.parent, index: index + 1 }
      : undefined
  if (move === 'into') {
    const before = siblings[index - 1]
    if (before === undefined) return undefined
    const slot = store.slotsOf(before)[0] ?? { owner: before, path: 'children' }
    return { type: 'move', id, to: slot, index: store.slotIds(slot).length }
  }
  if (node.parent.owner === ROOT) return undefined
  const parent = store.block(node.parent.owner)
  if (!parent) return undefined
  return {
    type: 'move',
    id,
    to: parent.parent,
    index: store.slotIds(parent.parent).indexOf(parent.id) + 1,
  }
}
