import type { DocIndex } from './doc-index.ts'
import type { Operation } from './doc-types.ts'
import { applyOperation } from './operations.ts'

/** Steps kept for undo. */
export const HISTORY_LIMIT = 1000

/** Edits with one coalescing key closer than this join one step (a typing burst). */
export const COALESCE_MS = 1000

/** An operation just applied, and the operations that undo it (applied in that order). */
export interface AppliedStep {
  op: Operation
  undo: Operation[]
}

/** One undo step: operations applied together, each with what undoes it. */
export interface Transaction {
  label: string
  steps: AppliedStep[]
  /** Edits with the same key in a row, each within {@link COALESCE_MS}, join one step. */
  coalesce?: string
  /** When the step was last extended (epoch ms). */
  at: number
}

/**
 * Applies operations in order, all or none: when one is invalid, those already applied are
 * undone and the error is thrown. Returns each operation with what undoes it.
 */
export function applyAll(index: DocIndex, ops: readonly Operation[]): AppliedStep[] {
  const steps: AppliedStep[] = []
  try {
    for (const op of ops) steps.push({ op, undo: applyOperation(index, op) })
  } catch (error) {
    for (const step of [...steps].reverse()) for (const op of step.undo) applyOperation(index, op)
    throw error
  }
  return steps
}

/** The operations that undo `steps`: the last step's first. */
function undoOps(steps: readonly AppliedStep[]): Operation[] {
  return [...steps].reverse().flatMap((step) => step.undo)
}

/** Undo and redo stacks of transactions. */
export class History {
  private readonly done: Transaction[] = []
  private undone: Transaction[] = []

  constructor(private readonly limit = HISTORY_LIMIT) {}

  get canUndo(): boolean {
    return this.done.length > 0
  }

  get canRedo(): boolean {
    return this.undone.length > 0
  }

  get size(): number {
    return this.done.length
  }

  /** Records an applied transaction, joining the last one when they coalesce. */
  record(transaction: Transaction): void {
    this.undone = []
    const last = this.done.at(-1)
    if (
      last !== undefined &&
      transaction.coalesce !== undefined &&
      last.coalesce === transaction.coalesce &&
      transaction.at - last.at <= COALESCE_MS
    ) {
      last.steps.push(...transaction.steps)
      last.at = transaction.at
      return
    }
    this.done.push(transaction)
    if (this.done.length > this.limit) this.done.shift()
  }

  /**
   * Undoes the last step; returns the operations applied to do so, or undefined. A step whose
   * operations fail with an error `skip` accepts (it no longer fits a document another author
   * changed) is dropped, and the one before it is undone instead.
   */
  undo(
    index: DocIndex,
    skip: (error: unknown) => boolean = () => false,
  ): AppliedStep[] | undefined {
    const transaction = this.done.pop()
    if (!transaction) return undefined
    let applied: AppliedStep[]
    try {
      applied = applyAll(index, undoOps(transaction.steps))
    } catch (error) {
      if (!skip(error)) throw error
      return this.undo(index, skip)
    }
    this.undone.push(transaction)
    return applied
  }

  /** Redoes the last undone step (skipping as `undo` does); the operations applied, or undefined. */
  redo(
    index: DocIndex,
    skip: (error: unknown) => boolean = () => false,
  ): AppliedStep[] | undefined {
    const transaction = this.undone.pop()
    if (!transaction) return undefined
    try {
      transaction.steps = applyAll(
        index,
        transaction.steps.map((step) => step.op),
      )
    } catch (error) {
      if (!skip(error)) throw error
      return this.redo(index, skip)
    }
    this.done.push(transaction)
    return transaction.steps
  }
}
