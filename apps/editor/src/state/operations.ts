import type { DocIndex } from './doc-index.ts'
import { ROOT } from './doc-types.ts'
import type {
  InsertOp,
  JsonObject,
  MoveOp,
  Operation,
  RemoveOp,
  SetOp,
  SlotNode,
  SlotRef,
} from './doc-types.ts'
import { findSlots, isBlock } from './find-slots.ts'
import { assertSafePath, getIn, InvalidOperationError, setIn, splitPath } from './json-path.ts'

const isUnder = (path: string, prefix: string) =>
  prefix === '' || path === prefix || path.startsWith(`${prefix}.`)

/** Every block id in a block's JSON (its own and its descendants'); throws on a bad child list. */
function idsIn(block: JsonObject, into: string[] = []): string[] {
  into.push(typeof block.id === 'string' ? block.id : '')
  if (Array.isArray(block.children) && !block.children.every(isBlock)) {
    throw new InvalidOperationError('A list of blocks holds something else')
  }
  for (const slot of findSlots(block)) for (const child of slot.blocks) idsIn(child, into)
  return into
}

/** The ids of the blocks in the owner's slots at or under `path`. */
function idsUnder(
  index: DocIndex,
  owner: string,
  prefix: string,
  into = new Set<string>(),
): Set<string> {
  for (const slot of index.slotsByOwner.get(owner) ?? []) {
    if (!isUnder(slot.ref.path, prefix)) continue
    for (const id of slot.ids) {
      into.add(id)
      idsUnder(index, id, '', into)
    }
  }
  return into
}

/**
 * Throws unless `list` holds only blocks whose ids (theirs and their descendants') are set,
 * distinct, and new to the page but for those about to leave it (`leaving`).
 */
function assertNewBlocks(
  index: DocIndex,
  list: unknown[],
  leaving: ReadonlySet<string> = new Set(),
): void {
  if (!list.every(isBlock)) throw new InvalidOperationError('A list of blocks holds something else')
  const ids = list.flatMap((block) => idsIn(block))
  const taken = (id: string) => id === '' || (index.blocks.has(id) && !leaving.has(id))
  if (new Set(ids).size !== ids.length || ids.some(taken)) {
    throw new InvalidOperationError('The blocks put in need ids the page does not have')
  }
}

/** The lists of blocks at or under `prefix` in an owner's (new) JSON. */
function listsUnder(
  index: DocIndex,
  owner: string,
  prefix: string,
  json: JsonObject,
): Array<{ path: string[]; blocks: unknown }> {
  const rootPath = splitPath(index.rootPath)
  const found =
    owner === ROOT
      ? [{ path: rootPath, blocks: getIn(json, rootPath) }]
      : findSlots(json).map((slot) => ({ path: slot.path, blocks: getIn(json, slot.path) }))
  return found.filter((slot) => isUnder(slot.path.join('.'), prefix))
}

/**
 * The slot at `ref`, registering it when its owner has an empty list or nothing there; `isNew`
 * when the owner had nothing there (undoing the change then takes the list away again).
 */
function slotFor(index: DocIndex, ref: SlotRef): { slot: SlotNode; isNew: boolean } {
  const existing = index.getSlot(ref)
  if (existing)
    return { slot: existing, isNew: existing.absentWhenEmpty && existing.ids.length === 0 }
  const path = splitPath(ref.path)
  assertSafePath(path)
  const own = index.ownJson(ref.owner)
  const owned = index.slotsByOwner.get(ref.owner) ?? []
  if (owned.some((slot) => isUnder(slot.ref.path, ref.path) || isUnder(ref.path, slot.ref.path))) {
    throw new InvalidOperationError(`"${ref.path}" overlaps another list of blocks`)
  }
  const parent = getIn(own, path.slice(0, -1))
  const at = getIn(own, path)
  const isEmptyList = Array.isArray(at) && at.length === 0
  if (
    typeof parent !== 'object' ||
    parent === null ||
    Array.isArray(parent) ||
    (at !== undefined && !isEmptyList)
  ) {
    throw new InvalidOperationError(`"${ref.path}" of "${ref.owner}" cannot hold blocks`)
  }
  return { slot: index.addSlot(ref, at === undefined), isNew: at === undefined }
}

/** What undoes putting a list where there was none: taking it away again. */
function dropList(ref: SlotRef): SetOp {
  return { type: 'set', target: ref.owner, path: splitPath(ref.path), value: undefined }
}

/** Indexes the lists of blocks at or under `prefix` of `owner`'s new JSON; returns it emptied. */
function indexSlotsIn(
  index: DocIndex,
  owner: string,
  prefix: string,
  json: JsonObject,
): JsonObject {
  let next = json
  for (const slot of listsUnder(index, owner, prefix, json)) {
    const ref = { owner, path: slot.path.join('.') }
    if (!Array.isArray(slot.blocks)) {
      if (owner === ROOT) index.addSlot(ref, true)
      continue
    }
    next = setIn(next, slot.path, [])
    const node = index.addSlot(ref, false)
    for (const block of slot.blocks as JsonObject[]) node.ids.push(index.indexBlock(block, ref))
  }
  return next
}

/**
 * The set that undoes setting `path` of `json`: where the path first leaves the existing
 * objects, the value there is put back (absent or a plain value), so objects made on the way
 * go again.
 */
function undoSet(target: string, json: JsonObject, path: string[]): SetOp {
  for (let depth = 1; depth < path.length; depth += 1) {
    const at = getIn(json, path.slice(0, depth))
    if (typeof at !== 'object' || at === null) {
      return { type: 'set', target, path: path.slice(0, depth), value: at }
    }
  }
  return { type: 'set', target, path, value: getIn(json, path) }
}

function applySet(index: DocIndex, op: SetOp): Operation[] {
  const path = [...op.path]
  assertSafePath(path)
  if (op.target !== ROOT && (path.length === 0 || (path.length === 1 && path[0] === 'id'))) {
    throw new InvalidOperationError('A block is replaced by remove and insert, not by set')
  }
  const joined = path.join('.')
  const owned = index.slotsByOwner.get(op.target) ?? []
  if (owned.some((slot) => joined.startsWith(`${slot.ref.path}.`))) {
    throw new InvalidOperationError(
      `"${joined}" is inside a list of blocks: change the block itself`,
    )
  }
  const own = index.ownJson(op.target)
  const json = setIn(own, path, op.value)
  const lists = listsUnder(index, op.target, joined, json)
  const overlaps = lists.length > 0 || owned.some((slot) => isUnder(slot.ref.path, joined))
  if (!overlaps) {
    const inverse = undoSet(op.target, own, path)
    index.setOwnJson(op.target, json)
    return [inverse]
  }
  // The value replaces lists of blocks: they leave the index, and those in the value enter it
  // (checked first, so that a bad value changes nothing).
  const leaving = idsUnder(index, op.target, joined)
  for (const slot of lists) {
    if (Array.isArray(slot.blocks)) assertNewBlocks(index, slot.blocks, leaving)
  }
  const inverse = undoSet(op.target, index.fullJson(op.target), path)
  index.unindexSlotsUnder(op.target, path)
  index.setOwnJson(op.target, indexSlotsIn(index, op.target, joined, json))
  return [inverse]
}

function applyInsert(index: DocIndex, op: InsertOp): Operation[] {
  assertNewBlocks(index, [op.block])
  const existing = index.getSlot(op.slot)
  if (!Number.isInteger(op.index) || op.index < 0 || op.index > (existing?.ids.length ?? 0)) {
    throw new InvalidOperationError(`Index ${op.index} is outside the list`)
  }
  const { slot, isNew } = slotFor(index, op.slot)
  const id = index.indexBlock(op.block, slot.ref)
  slot.ids = [...slot.ids.slice(0, op.index), id, ...slot.ids.slice(op.index)]
  slot.absentWhenEmpty = false
  const remove: RemoveOp = { type: 'remove', id }
  return isNew ? [remove, dropList(slot.ref)] : [remove]
}

function applyRemove(index: DocIndex, op: RemoveOp): Operation[] {
  const node = index.blocks.get(op.id)
  if (!node) throw new InvalidOperationError(`No block "${op.id}"`)
  const slot = index.getSlot(node.parent) as SlotNode
  const position = slot.ids.indexOf(op.id)
  const block = index.fullJson(op.id)
  slot.ids = slot.ids.filter((id) => id !== op.id)
  index.unindexBlock(op.id)
  return [{ type: 'insert', slot: node.parent, index: position, block } satisfies InsertOp]
}

function applyMove(index: DocIndex, op: MoveOp): Operation[] {
  const node = index.blocks.get(op.id)
  if (!node) throw new InvalidOperationError(`No block "${op.id}"`)
  if (op.to.owner !== ROOT && index.isWithin(op.to.owner, op.id)) {
    throw new InvalidOperationError('A block cannot move into itself')
  }
  const from = index.getSlot(node.parent) as SlotNode
  const existing = index.getSlot(op.to)
  const room = (existing?.ids.length ?? 0) - (existing === from ? 1 : 0)
  if (!Number.isInteger(op.index) || op.index < 0 || op.index > room) {
    throw new InvalidOperationError(`Index ${op.index} is outside the list`)
  }
  const { slot: to, isNew } = slotFor(index, op.to)
  const position = from.ids.indexOf(op.id)
  from.ids = from.ids.filter((id) => id !== op.id)
  to.ids = [...to.ids.slice(0, op.index), op.id, ...to.ids.slice(op.index)]
  to.absentWhenEmpty = false
  index.blocks.set(op.id, { ...node, parent: to.ref })
  const back: MoveOp = { type: 'move', id: op.id, to: node.parent, index: position }
  return isNew ? [back, dropList(to.ref)] : [back]
}

/**
 * Applies one operation to the index and returns what undoes it (operations to apply in that
 * order): they put the document back exactly as it was (the property test checks it on random
 * sequences). Throws `InvalidOperationError`, changing nothing, for an operation that does not
 * fit the document.
 */
export function applyOperation(index: DocIndex, op: Operation): Operation[] {
  switch (op.type) {
    case 'set':
      return applySet(index, op)
    case 'insert':
      return applyInsert(index, op)
    case 'remove':
      return applyRemove(index, op)
    case 'move':
      return applyMove(index, op)
  }
}
