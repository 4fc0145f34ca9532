import { DocIndex } from './doc-index.ts'
import type { IdMaker } from './doc-index.ts'
import { ROOT, ROOT_SLOT_PATH } from './doc-types.ts'
import type { BlockNode, JsonObject, Operation, SlotRef } from './doc-types.ts'
import { applyAll, History } from './history.ts'
import type { AppliedStep } from './history.ts'
import { InvalidOperationError } from './json-path.ts'
import { StoreListeners } from './store-listeners.ts'
import { touchedKeys } from './touched-keys.ts'

/** What changed the document. */
export type ChangeSource = 'edit' | 'undo' | 'redo' | 'load' | 'remote'

/** A change of the document: the operations applied, in order, each with what undoes it. */
export interface DocumentChange {
  source: ChangeSource
  steps: readonly AppliedStep[]
  label: string
}

export interface DispatchOptions {
  /** Shown in the history. */
  label: string
  /** Edits with one key in a row, each within a second, undo as one step (a typing burst). */
  coalesce?: string
}

/**
 * The one store of the open document. Views read a block (`block(id)`), a slot's ids
 * (`slotIds(ref)`) or the entry's own fields (`root()`) and subscribe to exactly those, so an
 * edit re-renders what it touched. Changes go only through `dispatch` (named, invertible
 * operations, one undo step per call), `undo` and `redo`; `onChange` hears every change, which
 * drives autosave and the canvas messages.
 */
export class DocumentStore {
  private index: DocIndex
  private history = new History()
  /** The undo history of each split-test group edited (key `''`: the default). */
  private readonly histories = new Map<string, History>([['', this.history]])
  private variation: string | undefined
  private readonly listeners = new StoreListeners<DocumentChange>()
  private version = 0

  constructor(entry: JsonObject, makeId?: IdMaker) {
    this.index = DocIndex.fromEntry(entry, makeId)
  }

  /** Replaces the whole document (a reload or a restored revision); forgets the history. */
  load(entry: JsonObject): void {
    const variations = entry.variations as Record<string, unknown> | undefined
    const kept = this.variation !== undefined && typeof variations?.[this.variation] === 'object'
    if (!kept) this.variation = undefined
    this.history = this.histories.get(this.variation ?? '') ?? this.history
    this.reindex(entry, kept ? this.index.rootPath : ROOT_SLOT_PATH)
  }

  /**
   * Edits the blocks of a split-test variation (`variations.<id>.data.blocks`), or with
   * `undefined` the default's (`data.blocks`). The entry stays whole (what is saved does not
   * change); each group keeps its own undo history. Views of the top-level list use
   * {@link rootSlot}.
   */
  editVariation(id: string | undefined): void {
    if (id === this.variation) return
    const entry = this.toEntry()
    this.variation = id
    let history = this.histories.get(id ?? '')
    if (!history) this.histories.set(id ?? '', (history = new History()))
    this.history = history
    this.reindex(entry, id === undefined ? ROOT_SLOT_PATH : `variations.${id}.data.blocks`)
  }

  /** Forgets the undo history of a variation (when it is deleted). */
  forgetVariation(id: string): void {
    if (id !== this.variation) this.histories.delete(id)
  }

  /** The variation whose blocks are edited, or undefined for the default. */
  editedVariation(): string | undefined {
    return this.variation
  }

  /** The list of the edited top-level blocks. */
  rootSlot(): SlotRef {
    return { owner: ROOT, path: this.index.rootPath }
  }

  private reindex(entry: JsonObject, rootPath: string): void {
    this.index = DocIndex.fromEntry(entry, this.index.makeId, rootPath)
    this.version += 1
    this.listeners.notifyAll()
    this.listeners.emit({ source: 'load', steps: [], label: 'Load' })
  }

  /**
   * Takes in another author's saved changes: the document becomes `entry` (a version the
   * service merged, holding this author's saved work too) with `unsaved` (this author's
   * operations not saved yet) applied again on it. The undo history is kept: its steps name
   * blocks by id, so undoing one's own edits still works; a step that no longer fits (its block
   * was removed by the other author) is dropped when undone (see `undo`). An unsaved operation
   * that no longer fits is left out. Heard by `onChange` as a `remote` change.
   */
  rebase(entry: JsonObject, unsaved: readonly Operation[] = []): void {
    // The variation being edited stays edited while it exists (else: the default).
    const variations = entry.variations as Record<string, unknown> | undefined
    const kept = this.variation !== undefined && typeof variations?.[this.variation] === 'object'
    if (!kept && this.variation !== undefined) {
      this.variation = undefined
      this.history = this.histories.get('') ?? this.history
    }
    const rootPath = kept ? this.index.rootPath : ROOT_SLOT_PATH
    const index = DocIndex.fromEntry(entry, this.index.makeId, rootPath)
    for (const op of unsaved) {
      try {
        applyAll(index, [op])
      } catch (error) {
        if (!(error instanceof InvalidOperationError)) throw error
      }
    }
    this.index = index
    this.version += 1
    this.listeners.notifyAll()
    this.listeners.emit({ source: 'remote', steps: [], label: 'Changes of another author' })
  }

  /** Applies operations as one undo step; all or none (throws `InvalidOperationError`). */
  dispatch(ops: readonly Operation[], options: DispatchOptions): void {
    if (ops.length === 0) return
    const steps = applyAll(this.index, ops)
    this.history.record({
      label: options.label,
      steps: [...steps],
      ...(options.coalesce === undefined ? {} : { coalesce: options.coalesce }),
      at: Date.now(),
    })
    this.changed({ source: 'edit', steps, label: options.label })
  }

  undo(): boolean {
    const steps = this.history.undo(this.index, this.skipUnfit)
    if (steps) this.changed({ source: 'undo', steps, label: 'Undo' })
    return steps !== undefined
  }

  redo(): boolean {
    const steps = this.history.redo(this.index, this.skipUnfit)
    if (steps) this.changed({ source: 'redo', steps, label: 'Redo' })
    return steps !== undefined
  }

  /** After another author's changes, a step that no longer fits is skipped (see `rebase`). */
  private readonly skipUnfit = (error: unknown) => error instanceof InvalidOperationError

  get canUndo(): boolean {
    return this.history.canUndo
  }

  get canRedo(): boolean {
    return this.history.canRedo
  }

  /** Bumped by every change (for views of the whole document, such as the save status). */
  getVersion(): number {
    return this.version
  }

  block(id: string): BlockNode | undefined {
    return this.index.blocks.get(id)
  }

  /** The ids in a slot (a new array after each change of it; the same one otherwise). */
  slotIds(ref: SlotRef): readonly string[] {
    return this.index.getSlot(ref)?.ids ?? EMPTY
  }

  /** The slots a block (or the entry) owns. */
  slotsOf(owner: string): readonly SlotRef[] {
    return (this.index.slotsByOwner.get(owner) ?? []).map((slot) => slot.ref)
  }

  /** The entry's own fields (its top-level blocks emptied). */
  root(): JsonObject {
    return this.index.root
  }

  /** A block with its descendants, as Builder JSON. */
  blockJson(id: string): JsonObject {
    return this.index.fullJson(id)
  }

  /** The whole entry, as Builder JSON (what is saved). */
  toEntry(): JsonObject {
    return this.index.toEntry()
  }

  /** Whether `id` is `ancestor` or inside it. */
  isWithin(id: string, ancestor: string): boolean {
    return this.index.isWithin(id, ancestor)
  }

  /** A new block id the page does not have. */
  newId(): string {
    let id = this.index.makeId()
    while (this.index.blocks.has(id)) id = this.index.makeId()
    return id
  }

  /** Calls `listener` when the block, the slot (`slot:<key>`), or the root (`root`) changes. */
  subscribeKey(key: string, listener: () => void): () => void {
    return this.listeners.subscribeKey(key, listener)
  }

  /** Calls `listener` after every change, with the operations applied. */
  onChange(listener: (change: DocumentChange) => void): () => void {
    return this.listeners.onChange(listener)
  }

  private changed(change: DocumentChange): void {
    this.version += 1
    const keys = new Set<string>(['*'])
    // An operation and what undoes it together name every slot and block it touched.
    for (const step of change.steps) {
      for (const op of [step.op, ...step.undo]) {
        for (const key of touchedKeys(op, this.index)) keys.add(key)
      }
    }
    this.listeners.notifyKeys(keys)
    this.listeners.emit(change)
  }
}

const EMPTY: readonly string[] = Object.freeze([])
