import { mergeIdLists } from '@tessera/core'
import { DocIndex } from '../state/doc-index.ts'
import { ROOT } from '../state/doc-types.ts'
import type { JsonObject, Operation } from '../state/doc-types.ts'
import { applyAll } from '../state/history.ts'
import { InvalidOperationError } from '../state/json-path.ts'

/** The outcome of merging the author's unsaved operations into someone else's save. */
export type MergeResult =
  /** `ops` make `entry` from theirs: the author's operations, then the merged lists' order. */
  | { kind: 'merged'; entry: JsonObject; ops: Operation[] }
  /** Both changed the same blocks (or the page's own fields): the author chooses. */
  | { kind: 'conflict'; ids: string[] }

/** Keys of a fingerprint: a block id (or `''`), `owner#path` of a list, `id@` of a place. */
const placeKey = (id: string) => `${id}@`
const ownerOf = (key: string) =>
  key.includes('#') ? (key.split('#')[0] ?? key) : key.endsWith('@') ? key.slice(0, -1) : key

/**
 * Every block's own JSON and list it is in, each list's ids, and the root's own fields, keyed
 * for comparison (a block moved to another list changes its place, not its JSON).
 */
function fingerprint(entry: JsonObject): Map<string, string> {
  const index = DocIndex.fromEntry(entry)
  const prints = new Map<string, string>([[ROOT, JSON.stringify(index.root)]])
  for (const [id, node] of index.blocks) {
    prints.set(id, JSON.stringify(node.json))
    prints.set(placeKey(id), `${node.parent.owner}#${node.parent.path}`)
  }
  for (const slot of index.slots.values()) {
    prints.set(`${slot.ref.owner}#${slot.ref.path}`, JSON.stringify(slot.ids))
  }
  return prints
}

/** What two versions of a page differ in: block ids (or `''`), `owner#path` of lists, places. */
export function changedKeys(before: JsonObject, after: JsonObject): Set<string> {
  const a = fingerprint(before)
  const b = fingerprint(after)
  const changed = new Set<string>()
  for (const key of new Set([...a.keys(), ...b.keys()]))
    if (a.get(key) !== b.get(key)) changed.add(key)
  return changed
}

const listOf = (print: string | undefined): string[] =>
  print === undefined ? [] : (JSON.parse(print) as string[])

/**
 * `op` made to fit `index` where theirs changed the lists: an index past a list's end goes to
 * its end, and a removal or move of a block they removed too is dropped (`undefined`). The lists
 * both changed are put in their merged order afterwards.
 */
function fitted(op: Operation, index: DocIndex): Operation | undefined {
  if (op.type === 'insert') {
    return { ...op, index: Math.min(op.index, index.getSlot(op.slot)?.ids.length ?? 0) }
  }
  if (op.type === 'remove') return index.blocks.has(op.id) ? op : undefined
  if (op.type !== 'move') return op
  if (!index.blocks.has(op.id)) return undefined
  const room = (index.getSlot(op.to)?.ids ?? []).filter((id) => id !== op.id).length
  return { ...op, index: Math.min(op.index, room) }
}

/**
 * Merges the author's operations made since `base` (the version their last save was based on)
 * into `theirs` (what someone else saved meanwhile), as the service merges saves: what the two
 * changed is compared block by block; a list of blocks both changed is merged by its ids
 * (`mergeIdLists`: both inserts kept, theirs first; removals honoured). Anything else both
 * changed differently (one block, the page's fields, the list one block was moved to) is a
 * conflict naming the blocks, as is an operation that no longer fits. Merged, the author's
 * operations are replayed on `theirs`, then the merged lists put in their order.
 */
export function mergeChanges(args: {
  base: JsonObject
  theirs: JsonObject
  ops: readonly Operation[]
}): MergeResult {
  const mine = DocIndex.fromEntry(args.base)
  try {
    applyAll(mine, args.ops)
  } catch (error) {
    if (!(error instanceof InvalidOperationError)) throw error
    return { kind: 'conflict', ids: [...new Set(args.ops.flatMap(opIds))].sort() }
  }
  const base = fingerprint(args.base)
  const ours = fingerprint(mine.toEntry())
  const others = fingerprint(args.theirs)
  const clashes = new Set<string>()
  const lists = new Map<string, string[]>()
  for (const key of new Set([...base.keys(), ...ours.keys()])) {
    const [was, mineNow, theirsNow] = [base.get(key), ours.get(key), others.get(key)]
    if (mineNow === was || theirsNow === was || theirsNow === mineNow) continue
    if (!key.includes('#')) {
      clashes.add(ownerOf(key))
      continue
    }
    const merged = mergeIdLists(listOf(was), listOf(mineNow), listOf(theirsNow))
    if (merged.kind === 'conflict') {
      for (const id of merged.ids) clashes.add(id)
      continue
    }
    lists.set(key, merged.ids)
    // Moved in this list by one side, to another list by the other: two moves of one block.
    for (const id of merged.dropped) if (ours.has(id) && others.has(id)) clashes.add(id)
  }
  if (clashes.size > 0) return { kind: 'conflict', ids: [...clashes].sort() }
  return replayOnTheirs(args.theirs, args.ops, lists)
}

/** The author's operations replayed on theirs, then moves putting `lists` in their order. */
function replayOnTheirs(
  theirs: JsonObject,
  ops: readonly Operation[],
  lists: ReadonlyMap<string, string[]>,
): MergeResult {
  const index = DocIndex.fromEntry(theirs)
  const done: Operation[] = []
  try {
    for (const op of ops) {
      const fit = fitted(op, index)
      if (fit === undefined) continue
      applyAll(index, [fit])
      done.push(fit)
    }
    for (const [key, ids] of lists) {
      const slot = index.slots.get(key)
      const now = slot?.ids ?? []
      if (now.length !== ids.length || !ids.every((id) => now.includes(id))) {
        return { kind: 'conflict', ids: [ownerOf(key)] }
      }
      ids.forEach((id, at) => {
        if (!slot || slot.ids[at] === id) return
        const move: Operation = { type: 'move', id, to: slot.ref, index: at }
        applyAll(index, [move])
        done.push(move)
      })
    }
  } catch (error) {
    if (!(error instanceof InvalidOperationError)) throw error
    return { kind: 'conflict', ids: [...new Set(ops.flatMap(opIds))].sort() }
  }
  return { kind: 'merged', entry: index.toEntry(), ops: done }
}

/** The blocks an operation is about (for a conflict's names). */
function opIds(op: Operation): string[] {
  if (op.type === 'set') return [op.target]
  if (op.type === 'insert') return [op.slot.owner]
  return [op.id]
}
