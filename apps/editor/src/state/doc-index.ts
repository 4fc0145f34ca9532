import { ROOT, ROOT_SLOT_PATH, slotKey } from './doc-types.ts'
import type { BlockNode, JsonObject, SlotNode, SlotRef } from './doc-types.ts'
import { findSlots } from './find-slots.ts'
import { getIn, InvalidOperationError, setIn, splitPath } from './json-path.ts'

/** Makes ids for blocks that come without one (or with one the page already has). */
export type IdMaker = () => string

const defaultIdMaker: IdMaker = () =>
  `builder-${Math.random().toString(16).slice(2, 10)}${Date.now().toString(16).slice(-6)}`

/**
 * The index of a document: the entry's own JSON, every block by id, every slot (list of child
 * blocks) by key. Mutable, but the objects in it are replaced, never changed, so that a React
 * view of one block can compare references. Operations (`operations.ts`) keep it consistent.
 */
export class DocIndex {
  /** The entry without its top-level blocks (`data.blocks` is kept as a slot). */
  root: JsonObject = {}
  readonly blocks = new Map<string, BlockNode>()
  readonly slots = new Map<string, SlotNode>()
  /** The slots of each owner, in the order found. */
  readonly slotsByOwner = new Map<string, SlotNode[]>()
  readonly makeId: IdMaker
  /**
   * Where the edited list of top-level blocks is in the entry: `data.blocks`, or a split-test
   * variation's `variations.<id>.data.blocks`. The other lists stay plain JSON in `root`.
   */
  readonly rootPath: string

  constructor(makeId: IdMaker = defaultIdMaker, rootPath: string = ROOT_SLOT_PATH) {
    this.makeId = makeId
    this.rootPath = rootPath
  }

  /** Indexes an entry (a copy: the entry is not kept), its blocks at `rootPath`. */
  static fromEntry(entry: JsonObject, makeId?: IdMaker, rootPath?: string): DocIndex {
    const index = new DocIndex(makeId, rootPath)
    const path = splitPath(index.rootPath)
    const blocks = getIn(entry, path)
    const list = Array.isArray(blocks) ? (blocks as JsonObject[]) : []
    index.root = Array.isArray(blocks) ? setIn(entry, path, []) : entry
    const slot = index.addSlot({ owner: ROOT, path: index.rootPath }, !Array.isArray(blocks))
    for (const block of list) slot.ids.push(index.indexBlock(block, slot.ref))
    return index
  }

  /** The slot at `ref`, or undefined. */
  getSlot(ref: SlotRef): SlotNode | undefined {
    return this.slots.get(slotKey(ref))
  }

  /** Registers an (empty) slot. */
  addSlot(ref: SlotRef, absentWhenEmpty: boolean): SlotNode {
    const slot: SlotNode = { ref, ids: [], absentWhenEmpty }
    this.slots.set(slotKey(ref), slot)
    this.slotsByOwner.set(ref.owner, [...(this.slotsByOwner.get(ref.owner) ?? []), slot])
    return slot
  }

  /**
   * Adds a block and its descendants under `parent` (not yet listed in the parent's slot) and
   * returns its id; a missing or taken id is replaced by a new one.
   */
  indexBlock(block: JsonObject, parent: SlotRef): string {
    let id = typeof block.id === 'string' && block.id !== '' ? block.id : this.makeId()
    while (this.blocks.has(id)) id = this.makeId()
    let json: JsonObject = { ...block, id }
    const found = findSlots(json)
    for (const slot of found) json = setIn(json, slot.path, [])
    this.blocks.set(id, { id, json, parent })
    for (const slot of found) {
      const node = this.addSlot({ owner: id, path: slot.path.join('.') }, false)
      for (const child of slot.blocks) node.ids.push(this.indexBlock(child, node.ref))
    }
    return id
  }

  /** Removes a block, its slots and its descendants from the index (not from its parent's slot). */
  unindexBlock(id: string): void {
    for (const slot of this.slotsByOwner.get(id) ?? []) {
      for (const child of slot.ids) this.unindexBlock(child)
      this.slots.delete(slotKey(slot.ref))
    }
    this.slotsByOwner.delete(id)
    this.blocks.delete(id)
  }

  /** Removes the owner's slots at or under `path`, with their blocks. */
  unindexSlotsUnder(owner: string, path: readonly string[]): void {
    const prefix = path.join('.')
    const kept: SlotNode[] = []
    for (const slot of this.slotsByOwner.get(owner) ?? []) {
      const inside =
        prefix === '' || slot.ref.path === prefix || slot.ref.path.startsWith(`${prefix}.`)
      if (!inside) {
        kept.push(slot)
        continue
      }
      for (const child of slot.ids) this.unindexBlock(child)
      this.slots.delete(slotKey(slot.ref))
    }
    this.slotsByOwner.set(owner, kept)
  }

  /** The JSON of an owner (a block, or {@link ROOT}) without its slots filled. */
  ownJson(owner: string): JsonObject {
    if (owner === ROOT) return this.root
    const node = this.blocks.get(owner)
    if (!node) throw new InvalidOperationError(`No block "${owner}"`)
    return node.json
  }

  /** Replaces the JSON of an owner (slot lists must stay emptied). */
  setOwnJson(owner: string, json: JsonObject): void {
    if (owner === ROOT) {
      this.root = json
      return
    }
    const node = this.blocks.get(owner)
    if (!node) throw new InvalidOperationError(`No block "${owner}"`)
    this.blocks.set(owner, { ...node, json })
  }

  /** The full JSON of an owner, its slots filled with their blocks' full JSON. */
  fullJson(owner: string): JsonObject {
    let json = this.ownJson(owner)
    for (const slot of this.slotsByOwner.get(owner) ?? []) {
      const path = splitPath(slot.ref.path)
      if (slot.ids.length === 0 && slot.absentWhenEmpty) {
        json = setIn(json, path, undefined)
        continue
      }
      json = setIn(
        json,
        path,
        slot.ids.map((id) => this.fullJson(id)),
      )
    }
    return json
  }

  /** The whole entry. */
  toEntry(): JsonObject {
    return this.fullJson(ROOT)
  }

  /** Whether `id` is `ancestor` or inside it. */
  isWithin(id: string, ancestor: string): boolean {
    for (let at: string | undefined = id; at !== undefined && at !== ROOT;) {
      if (at === ancestor) return true
      at = this.blocks.get(at)?.parent.owner
    }
    return false
  }
}
