/**
 * What runs a suspendable body (./interpret-suspendable.ts): as an async function (a Promise)
 * or as a generator (an iterator object author code and our helpers can call).
 * @module
 */
import { AuthorThrow } from './author-throw.ts'
import type { SuspendableRun, Suspension } from './interpret-suspendable.ts'
import type { RunContext } from './run-context.ts'
import { InterpreterError, fail } from './safe-access.ts'

/** The result of one step of an iterator, as `next()` gives it. */
export interface IteratorStep {
  value: unknown
  done: boolean
}

/** What author code may call on an interpreted generator. Own properties only. */
export interface IteratorObject {
  next(value?: unknown): IteratorStep
  return(value?: unknown): IteratorStep
  throw(error?: unknown): IteratorStep
}

/** Counts one step per resumption: a body resumed again and again stays within the budget. */
function resume(
  run: SuspendableRun,
  context: RunContext,
  go: (run: SuspendableRun) => IteratorResult<Suspension, unknown>,
) {
  context.step()
  return go(run)
}

/**
 * The iterator of a generator function's run: `next(v)`, `return(v)` and `throw(e)` as own
 * methods of a frozen plain object (the method calls of the interpreter reach own properties
 * only). An `await` in a generator is refused.
 */
export function toIteratorObject(run: SuspendableRun, context: RunContext): IteratorObject {
  const step = (result: IteratorResult<Suspension, unknown>): IteratorStep => {
    if (result.done) return { value: result.value, done: true }
    if (result.value.kind === 'await') fail('Unsupported syntax: await in a generator function')
    return { value: result.value.value, done: false }
  }
  const iterator: IteratorObject = Object.freeze({
    next: (value?: unknown) => step(resume(run, context, (r) => r.next(value))),
    return: (value?: unknown) => step(resume(run, context, (r) => r.return(value))),
    throw: (error?: unknown) =>
      step(
        resume(run, context, (r) =>
          r.throw(error instanceof AuthorThrow ? error : new AuthorThrow(error)),
        ),
      ),
  })
  return iterator
}

/**
 * Runs an async function's body: a Promise of its result. Each `await` waits for its value
 * (`Promise.resolve`, so thenables too) and resumes with it, or throws the rejection into the
 * body (where author code may catch it). A `yield` in an async function is refused.
 */
export function driveAsync(run: SuspendableRun, context: RunContext): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const advance = (go: (run: SuspendableRun) => IteratorResult<Suspension, unknown>) => {
      let result: IteratorResult<Suspension, unknown>
      try {
        result = resume(run, context, go)
        if (!result.done && result.value.kind === 'yield') {
          fail('Unsupported syntax: yield in an async function')
        }
      } catch (error) {
        reject(error instanceof AuthorThrow ? error.value : error)
        return
      }
      if (result.done) {
        resolve(result.value)
        return
      }
      Promise.resolve(result.value.value).then(
        (value) => advance((r) => r.next(value)),
        (error: unknown) =>
          advance((r) =>
            r.throw(error instanceof InterpreterError ? error : new AuthorThrow(error)),
          ),
      )
    }
    advance((r) => r.next())
  })
}
