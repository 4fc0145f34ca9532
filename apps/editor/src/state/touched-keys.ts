import type { DocIndex } from './doc-index.ts'
import { slotKey } from './doc-types.ts'
import type { Operation } from './doc-types.ts'
import { isBlock } from './find-slots.ts'

/**
 * The subscription keys an operation changes (its inverse names the rest): block ids, `root`
 * for the entry's own fields, and `slot:<key>` for slots.
 */
export function touchedKeys(op: Operation, index: DocIndex): string[] {
  switch (op.type) {
    case 'set':
      return [
        op.target === '' ? 'root' : op.target,
        ...slotKeysOf(op.target, index),
        // A value holding blocks (a restored revision's `data`) changes each of them.
        ...blockIdsIn(op.value).flatMap((id) => [id, ...slotKeysOf(id, index)]),
      ]
    case 'insert':
      return [`slot:${slotKey(op.slot)}`, op.block.id as string, op.slot.owner]
    case 'remove':
      return [op.id]
    case 'move':
      return [op.id, `slot:${slotKey(op.to)}`, op.to.owner]
  }
}

/** The ids of the blocks in a value (none for a plain value: the usual case). */
function blockIdsIn(value: unknown, into: string[] = []): string[] {
  if (typeof value !== 'object' || value === null) return into
  if (isBlock(value) && typeof value.id === 'string') into.push(value.id)
  for (const item of Array.isArray(value) ? value : Object.values(value)) blockIdsIn(item, into)
  return into
}

function slotKeysOf(owner: string, index: DocIndex): string[] {
  return (index.slotsByOwner.get(owner) ?? []).map((slot) => `slot:${slotKey(slot.ref)}`)
}
