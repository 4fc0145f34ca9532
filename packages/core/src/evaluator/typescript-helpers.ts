/**
 * Our own implementations of the helpers TypeScript emits into compiled code (`__awaiter`,
 * `__generator`, `__assign`), given to author code as the properties of its top-level `this`.
 * Compiled code declares each as `var __awaiter = (this && this.__awaiter) || function …`:
 * it then takes ours, and the emitted fallback (which needs `Promise`, prototypes and the like,
 * out of the sandbox's reach) is never evaluated. Written from the documented behaviour of the
 * helpers (the step protocol of `__generator` bodies), not from TypeScript's code.
 * @module
 */
import { AuthorThrow } from './author-throw.ts'
import { InterpreterError, createNamespace, fail } from './safe-access.ts'
import { SAFE_OBJECT_ASSIGN } from './safe-globals.ts'
import type { IteratorStep } from './suspension-drivers.ts'

type AnyFunction = (this: unknown, ...args: unknown[]) => unknown
/** A step a `__generator` body returns: `[opcode, value]`. */
type Step = [number, unknown?]

/** The opcodes of `__generator` bodies. */
const NEXT = 0
const THROW = 1
const RETURN = 2
const BREAK = 3
const YIELD = 4
const YIELD_STAR = 5
const CAUGHT = 6
const END_FINALLY = 7

/** A `try` region of a body: `[try, catch, finally, next]` labels (holes when absent). */
type TryRegion = [number, number?, number?, number?]

interface BodyState {
  label: number
  sent(): unknown
  trys: TryRegion[]
  ops: Step[]
}

/** Calls `method` (an own function property) of an iterator-like object. */
function callIterator(iterator: unknown, method: string, value: unknown): IteratorStep {
  const fn =
    typeof iterator === 'object' && iterator !== null && Object.hasOwn(iterator, method)
      ? (iterator as Record<string, unknown>)[method]
      : undefined
  if (typeof fn !== 'function') fail(`The iterator has no ${method} method`)
  const result = (fn as AnyFunction).call(iterator, value) as IteratorStep | null
  if (typeof result !== 'object' || result === null) fail('The iterator result is not an object')
  return { value: result.value, done: result.done === true }
}

/** What an error thrown out of a body means to the body's own `catch` regions. */
function caughtBy(error: unknown): unknown {
  if (error instanceof InterpreterError) throw error
  return error instanceof AuthorThrow ? error.value : error
}

function checkStep(step: unknown): Step {
  if (!Array.isArray(step) || typeof step[0] !== 'number')
    fail('__generator: a body returned no step')
  return step as Step
}

/**
 * `__generator(thisArg, body)`: the generator a state-machine `body` stands for. Each call of
 * `body(state)` runs from `state.label` and returns the next step (yield, return, jump into a
 * label, leave a `finally`); `state.sent()` gives the value the generator was resumed with (or
 * throws what was thrown into it); `state.trys` holds the open `try` regions.
 */
function tsGenerator(thisArg: unknown, body: unknown) {
  if (typeof body !== 'function') fail('__generator needs a function body')
  let started = false
  let finished = false
  let running = false
  let delegate: unknown
  let received: Step = [NEXT, undefined]
  const state: BodyState = {
    label: 0,
    sent() {
      if (received[0] === THROW) throw new AuthorThrow(received[1])
      return received[1]
    },
    trys: [],
    ops: [],
  }

  const run = (incoming: Step): IteratorStep => {
    if (running) fail('Generator is already executing')
    if (!started && incoming[0] !== NEXT) finished = true
    started = true
    let step = incoming
    running = true
    try {
      while (!finished) {
        if (delegate !== undefined && step[0] <= RETURN) {
          const method = step[0] === NEXT ? 'next' : step[0] === THROW ? 'throw' : 'return'
          const result = callIterator(delegate, method, step[1])
          if (!result.done) return result
          delegate = undefined
          step = [step[0] === RETURN ? RETURN : NEXT, result.value]
          if (step[0] === RETURN) continue
        }
        let callBody = true
        switch (step[0]) {
          case NEXT:
          case THROW:
            received = step
            break
          case YIELD:
            state.label++
            return { value: step[1], done: false }
          case YIELD_STAR:
            state.label++
            delegate = step[1]
            step = [NEXT, undefined]
            continue
          case END_FINALLY:
            step = state.ops.pop() ?? [NEXT, undefined]
            state.trys.pop()
            continue
          default: {
            const region = state.trys[state.trys.length - 1]
            if (region === undefined && (step[0] === CAUGHT || step[0] === RETURN)) {
              finished = true
              callBody = false
              break
            }
            const [tryAt = 0, catchAt, finallyAt, nextAt = Infinity] = region ?? []
            if (
              step[0] === BREAK &&
              (!region || (Number(step[1]) > tryAt && Number(step[1]) < nextAt))
            ) {
              state.label = Number(step[1])
            } else if (step[0] === CAUGHT && catchAt !== undefined && state.label < catchAt) {
              state.label = catchAt
              received = step
            } else if (finallyAt !== undefined && state.label < finallyAt) {
              state.label = finallyAt
              state.ops.push(step)
            } else {
              if (finallyAt !== undefined) state.ops.pop()
              state.trys.pop()
              continue
            }
          }
        }
        if (!callBody) break
        try {
          step = checkStep((body as AnyFunction).call(thisArg, state))
        } catch (error) {
          step = [CAUGHT, caughtBy(error)]
          delegate = undefined
        }
      }
      finished = true
      if (step[0] === THROW || step[0] === CAUGHT) throw new AuthorThrow(step[1])
      return { value: step[0] === RETURN ? step[1] : undefined, done: true }
    } finally {
      running = false
    }
  }

  return Object.freeze({
    next: (value?: unknown) => run([NEXT, value]),
    throw: (error?: unknown) => run([THROW, error]),
    return: (value?: unknown) => run([RETURN, value]),
  })
}

/**
 * `__awaiter(thisArg, args, P, generatorFunction)`: runs the generator the function returns as
 * an async function (each value it yields is awaited); a Promise of its result.
 */
function tsAwaiter(thisArg: unknown, args: unknown, _P: unknown, generator: unknown) {
  if (typeof generator !== 'function') fail('__awaiter needs a generator function')
  const iterator = (generator as AnyFunction).apply(thisArg, Array.isArray(args) ? args : [])
  return new Promise((resolve, reject) => {
    const advance = (method: string, value: unknown) => {
      let result: IteratorStep
      try {
        result = callIterator(iterator, method, value)
      } catch (error) {
        reject(error instanceof AuthorThrow ? error.value : error)
        return
      }
      if (result.done) resolve(result.value)
      else {
        Promise.resolve(result.value).then(
          (next) => advance('next', next),
          (error: unknown) => advance('throw', error),
        )
      }
    }
    advance('next', undefined)
  })
}

/** The top-level `this` of author code: TypeScript's helpers, read-only. */
export const TYPESCRIPT_HELPERS = createNamespace({
  __awaiter: tsAwaiter,
  __generator: tsGenerator,
  __assign: (target: unknown, ...sources: unknown[]) => SAFE_OBJECT_ASSIGN(target, ...sources),
})
