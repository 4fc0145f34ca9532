/**
 * The open document of the editor: a Builder entry held as an index of its blocks by id, so that
 * a block is found, changed and watched in O(1) however large the page. Changed only by the
 * operations of `operations.ts`, each of which returns its inverse.
 * @module
 */

/** A JSON object (an entry, a block). */
export type JsonObject = Record<string, unknown>

/** The owner of the entry's own fields and of its top-level blocks (`data.blocks`). */
export const ROOT = ''

/** The list of the page's top-level blocks. */
export const ROOT_SLOT_PATH = 'data.blocks'

/**
 * A list of child blocks: `children` of a block, a list inside its options (a column's
 * `component.options.columns.0.blocks`), or the page's `data.blocks` (owner {@link ROOT}).
 */
export interface SlotRef {
  owner: string
  /** Dotted path in the owner's JSON. */
  path: string
}

/** A block in the index. */
export interface BlockNode {
  id: string
  /** The block's JSON with every slot list emptied (their blocks live in the index). */
  json: JsonObject
  /** Where the block is. */
  parent: SlotRef
}

/** A slot in the index: its block ids in order. */
export interface SlotNode {
  ref: SlotRef
  ids: string[]
  /** The list was absent before a block was put in: it is left out again when empty. */
  absentWhenEmpty: boolean
}

/** Sets (or, with `value` undefined, deletes) a value at a path of a block or of the entry. */
export interface SetOp {
  type: 'set'
  /** A block id, or {@link ROOT} for the entry's own fields. */
  target: string
  path: string[]
  value: unknown
}

/** Puts a block (with its descendants) into a slot at an index. */
export interface InsertOp {
  type: 'insert'
  slot: SlotRef
  index: number
  block: JsonObject
}

/** Takes a block (with its descendants) out of the document. */
export interface RemoveOp {
  type: 'remove'
  id: string
}

/** Moves a block (with its descendants) to a slot and index (the index after taking it out). */
export interface MoveOp {
  type: 'move'
  id: string
  to: SlotRef
  index: number
}

/** A change of the document; applying one returns its inverse. */
export type Operation = SetOp | InsertOp | RemoveOp | MoveOp

/** The key of a slot in the index. */
export function slotKey(ref: SlotRef): string {
  return `${ref.owner}#${ref.path}`
}
