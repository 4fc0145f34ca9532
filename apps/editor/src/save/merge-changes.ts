import { DocIndex } from '../state/doc-index.ts'
import { ROOT } from '../state/doc-types.ts'
import type { JsonObject, Operation } from '../state/doc-types.ts'
import { applyAll } from '../state/history.ts'
import { InvalidOperationError } from '../state/json-path.ts'

/** The outcome of merging the author's unsaved operations into someone else's save. */
export type MergeResult =
  | { kind: 'merged'; entry: JsonObject }
  /** Both changed the same blocks (or the page's own fields): the author chooses. */
  | { kind: 'conflict'; ids: string[] }

/** Every block's own JSON, each slot's ids, and the root's own fields, keyed for comparison. */
function fingerprint(entry: JsonObject): Map<string, string> {
  const index = DocIndex.fromEntry(entry)
  const prints = new Map<string, string>([[ROOT, JSON.stringify(index.root)]])
  for (const [id, node] of index.blocks) prints.set(id, JSON.stringify(node.json))
  for (const slot of index.slots.values()) {
    const owner = slot.ref.owner
    prints.set(`${owner}#${slot.ref.path}`, JSON.stringify(slot.ids))
  }
  return prints
}

/** What two versions of a page differ in: block ids (or `''`), and `owner#path` of lists. */
export function changedKeys(before: JsonObject, after: JsonObject): Set<string> {
  const a = fingerprint(before)
  const b = fingerprint(after)
  const changed = new Set<string>()
  for (const key of new Set([...a.keys(), ...b.keys()]))
    if (a.get(key) !== b.get(key)) changed.add(key)
  return changed
}

/** The lists at or under `path` of `owner`, and every block in them with its own lists. */
function keysUnder(index: DocIndex, owner: string, path: readonly string[]): string[] {
  const prefix = path.join('.')
  const keys: string[] = []
  for (const slot of index.slotsByOwner.get(owner) ?? []) {
    const at = slot.ref.path
    if (prefix !== '' && at !== prefix && !at.startsWith(`${prefix}.`)) continue
    keys.push(`${owner}#${at}`)
    for (const id of slot.ids) keys.push(id, ...keysUnder(index, id, []))
  }
  return keys
}

/** What an operation touches: the same kind of keys as {@link changedKeys}. */
function touchedKeys(op: Operation, index: DocIndex): string[] {
  switch (op.type) {
    case 'set':
      // A value replacing lists of blocks (a restored revision's `data`) touches all of them.
      return [op.target, ...keysUnder(index, op.target, op.path)]
    case 'insert': {
      return [`${op.slot.owner}#${op.slot.path}`, op.block.id as string]
    }
    case 'remove': {
      const parent = index.blocks.get(op.id)?.parent
      return [op.id, ...(parent ? [`${parent.owner}#${parent.path}`] : [])]
    }
    case 'move': {
      const parent = index.blocks.get(op.id)?.parent
      return [
        op.id,
        `${op.to.owner}#${op.to.path}`,
        ...(parent ? [`${parent.owner}#${parent.path}`] : []),
      ]
    }
  }
}

/**
 * Merges the author's operations made since `base` (the version their last save was based on)
 * into `theirs` (what someone else saved meanwhile): when the two touched different blocks and
 * lists, the author's operations are replayed on `theirs` and the result is merged; otherwise
 * (or when an operation no longer fits) it is a conflict naming what both changed.
 */
export function mergeChanges(args: {
  base: JsonObject
  theirs: JsonObject
  ops: readonly Operation[]
}): MergeResult {
  const theirChanges = changedKeys(args.base, args.theirs)
  const replay = DocIndex.fromEntry(args.base)
  const ours = new Set<string>()
  for (const op of args.ops) {
    for (const key of touchedKeys(op, replay)) ours.add(key)
    try {
      applyAll(replay, [op])
    } catch {
      // Ours no longer replays on the base: compare what we know.
    }
  }
  const both = [...ours].filter((key) => theirChanges.has(key))
  if (both.length > 0) return { kind: 'conflict', ids: both.map((key) => key.split('#')[0] ?? key) }
  const merged = DocIndex.fromEntry(args.theirs)
  try {
    applyAll(merged, args.ops)
  } catch (error) {
    if (error instanceof InvalidOperationError)
      return { kind: 'conflict', ids: [...ours].map((key) => key.split('#')[0] ?? key) }
    throw error
  }
  return { kind: 'merged', entry: merged.toEntry() }
}
