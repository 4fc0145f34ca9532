import type { DocIndex } from './doc-index.ts'
import type { Operation } from './doc-types.ts'
import { applyOperation } from './operations.ts'

/** Steps kept for undo. */
export const HISTORY_LIMIT = 1000

/** Edits with one coalescing key closer than this join one step (a typing burst). */
export const COALESCE_MS = 1000

/** Operations just applied, with their inverses (in the same order). */
export interface AppliedOps {
  ops: Operation[]
  inverses: Operation[]
}

/** One undo step: operations applied together, and their inverses (applied reversed to undo). */
export interface Transaction {
  label: string
  ops: Operation[]
  inverses: Operation[]
  /** Edits with the same key in a row, each within {@link COALESCE_MS}, join one step. */
  coalesce?: string
  /** When the step was last extended (epoch ms). */
  at: number
}

/**
 * Applies operations in order, all or none: when one is invalid, those already applied are
 * undone and the error is thrown. Returns the inverses, to be applied last first (reversed).
 */
export function applyAll(index: DocIndex, ops: readonly Operation[]): Operation[] {
  const inverses: Operation[] = []
  try {
    // Each operation's undo is a sequence; stored reversed, so the whole list runs reversed.
    for (const op of ops) inverses.push(...applyOperation(index, op).reverse())
  } catch (error) {
    for (const inverse of [...inverses].reverse()) applyOperation(index, inverse)
    throw error
  }
  return inverses
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
      last.ops.push(...transaction.ops)
      last.inverses.push(...transaction.inverses)
      last.at = transaction.at
      return
    }
    this.done.push(transaction)
    if (this.done.length > this.limit) this.done.shift()
  }

  /** Undoes the last step; returns the operations applied and their inverses, or undefined. */
  undo(index: DocIndex): AppliedOps | undefined {
    const step = this.done.pop()
    if (!step) return undefined
    const ops = [...step.inverses].reverse()
    const inverses = applyAll(index, ops)
    this.undone.push(step)
    return { ops, inverses }
  }

  /** Redoes the last undone step; returns the operations applied and their inverses. */
  redo(index: DocIndex): AppliedOps | undefined {
    const step = this.undone.pop()
    if (!step) return undefined
    step.inverses = applyAll(index, step.ops)
    this.done.push(step)
    return { ops: step.ops, inverses: step.inverses }
  }
}
