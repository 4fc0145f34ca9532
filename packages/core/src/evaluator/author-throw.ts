/**
 * What author code throws and what it may catch.
 * @module
 */
import { InterpreterError } from './safe-access.ts'

/** A value thrown by author code (`throw x`, a rejected await), carried through the host stack. */
export class AuthorThrow extends Error {
  constructor(readonly value: unknown) {
    super(describeThrown(value))
    this.name = 'AuthorThrow'
  }
}

function describeThrown(value: unknown): string {
  if (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { message?: unknown }).message === 'string'
  ) {
    return `Uncaught ${(value as { message: string }).message}`
  }
  try {
    return `Uncaught ${String(value)}`
  } catch {
    return 'Uncaught exception'
  }
}

/**
 * The value a `catch` clause of author code receives for `error`, or a rethrow. The
 * interpreter's own failures (limits, refusals, unsupported syntax) are never caught: they end
 * the evaluation, so no author code can outlive its step budget. Author throws give their value;
 * an error of a native function author code called (`JSON.parse` of bad text) gives a plain
 * `{ name, message }` (never the native error object with its prototype chain).
 */
export function caughtValue(error: unknown): unknown {
  if (error instanceof InterpreterError) throw error
  if (error instanceof AuthorThrow) return error.value
  if (error instanceof Error) return { name: error.name, message: error.message }
  throw error
}
