import { mergeIdLists } from '@tessera/core'
import { DocIndex } from '../state/doc-index.ts'
import { ROOT } from '../state/doc-types.ts'
import type { JsonObject, Operation, SlotRef } from '../state/doc-types.ts'
import { applyAll } from '../state/history.ts'
import { InvalidOperationError } from '../state/json-path.ts'

/** The outcome of merging the author's unsaved operations into someone else's save. */
export type MergeResult =
  /** `ops` make `entry` from theirs: the author's operations, then the merged lists' order. */
  | { kind: 'merged'; entry: JsonObject; ops: Operation[] }
  /** Both changed the same blocks (or the page's own fields): the author chooses. */
  | { kind: 'conflict'; ids: string[] }

/**
 * Keys of a fingerprint: a kind (`block`: a block's own JSON, `''` the page's; `place`: the list
 * a block is in; `list`: a list's ids), then the block id (and for a list its path), joined by a
 * NUL, which no block id of an entry has in practice (an id may hold `#` or `@`).
 */
const SEP = '\u0000'
type Kind = 'block' | 'place' | 'list'
const keyOf = (kind: Kind, id: string) => `${kind}${SEP}${id}`
const listKey = (ref: SlotRef) => `list${SEP}${ref.owner}${SEP}${ref.path}`
const kindOf = (key: string) => key.slice(0, key.indexOf(SEP)) as Kind
/** The block a key is about; for a list, its owner (its path has no NUL). */
function ownerOf(key: string): string {
  const rest = key.slice(key.indexOf(SEP) + 1)
  return kindOf(key) === 'list' ? rest.slice(0, rest.lastIndexOf(SEP)) : rest
}
const refOf = (key: string): SlotRef => ({
  owner: ownerOf(key),
  path: key.slice(key.lastIndexOf(SEP) + 1),
})

/**
 * Every block's own JSON and list it is in, each list's ids, and the root's own fields, keyed
 * for comparison (a block moved to another list changes its place, not its JSON).
 */
function fingerprint(entry: JsonObject): Map<string, string> {
  const index = DocIndex.fromEntry(entry)
  const prints = new Map<string, string>([[keyOf('block', ROOT), JSON.stringify(index.root)]])
  for (const [id, node] of index.blocks) {
    prints.set(keyOf('block', id), JSON.stringify(node.json))
    prints.set(keyOf('place', id), listKey(node.parent))
  }
  for (const slot of index.slots.values()) prints.set(listKey(slot.ref), JSON.stringify(slot.ids))
  return prints
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
 * operations are replayed on `theirs`, then every list put in the order the merge gives it.
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
  // The order of every list after the merge: the side's that changed it, or both merged.
  const lists = new Map<string, string[]>()
  for (const key of new Set([...base.keys(), ...ours.keys(), ...others.keys()])) {
    const [was, mineNow, theirsNow] = [base.get(key), ours.get(key), others.get(key)]
    const isList = kindOf(key) === 'list'
    if (mineNow === was || theirsNow === was || theirsNow === mineNow) {
      const now = mineNow === was ? theirsNow : mineNow
      if (isList && now !== undefined) lists.set(key, listOf(now))
      continue
    }
    if (!isList) {
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
    for (const id of merged.dropped) {
      if (ours.has(keyOf('block', id)) && others.has(keyOf('block', id))) clashes.add(id)
    }
  }
  if (clashes.size > 0) return { kind: 'conflict', ids: [...clashes].sort() }
  return replayOnTheirs(args.theirs, args.ops, lists)
}

/**
 * The author's operations replayed on theirs, then moves putting every list of `lists` in its
 * order: a move replayed by position can land elsewhere in their list (a block dragged away and
 * back, which leaves my list as it was, goes before a block they inserted).
 */
function replayOnTheirs(
  theirs: JsonObject,
  ops: readonly Operation[],
  lists: ReadonlyMap<string, string[]>,
): MergeResult {
  const index = DocIndex.fromEntry(theirs)
  const done: Operation[] = []
  const slotOf = (key: string) => index.getSlot(refOf(key))
  const misfit = (key: string, ids: readonly string[]) => {
    const now = slotOf(key)?.ids ?? []
    return now.length !== ids.length || ids.some((id, at) => now[at] !== id)
  }
  try {
    for (const op of ops) {
      const fit = fitted(op, index)
      if (fit === undefined) continue
      applyAll(index, [fit])
      done.push(fit)
    }
    for (const [key, ids] of lists) {
      ids.forEach((id, at) => {
        const slot = slotOf(key)
        if (!slot || slot.ids[at] === id || !index.blocks.has(id)) return
        const move: Operation = { type: 'move', id, to: slot.ref, index: at }
        applyAll(index, [move])
        done.push(move)
      })
    }
  } catch (error) {
    if (!(error instanceof InvalidOperationError)) throw error
    return { kind: 'conflict', ids: [...new Set(ops.flatMap(opIds))].sort() }
  }
  // A block in two lists' orders, or in none: the two sides' changes do not make one page.
  for (const [key, ids] of lists)
    if (misfit(key, ids)) return { kind: 'conflict', ids: [ownerOf(key)] }
  return { kind: 'merged', entry: index.toEntry(), ops: done }
}

/** The blocks an operation is about (for a conflict's names). */
function opIds(op: Operation): string[] {
  if (op.type === 'set') return [op.target]
  if (op.type === 'insert') return [op.slot.owner]
  return [op.id]
}
