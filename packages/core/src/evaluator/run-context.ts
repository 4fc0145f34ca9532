import type { BlockStatement, Expression, Pattern, Statement } from './ast.ts'
import type { Environment } from './environment.ts'
import type { SuspendableRun } from './interpret-suspendable.ts'
import { fail } from './safe-access.ts'

/** Returned by an optional member or call that short-circuits; `ChainExpression` maps it to undefined. */
export const SHORT_CIRCUIT: unique symbol = Symbol('short-circuit')

/** Called after author code writes to state: the path below `state` and the new value. */
export type StateWriteHook = (path: string[], value: unknown) => void

export interface RunContextOptions {
  /** The code being run, for messages. */
  code: string
  /** Named variables (`state`, `context`, `event`…). */
  scope: Record<string, unknown>
  maxSteps: number
  maxDepth: number
  onStateWrite: StateWriteHook | undefined
  /** Evaluates one expression (wired by the evaluator so the modules have no import cycle). */
  evaluate: (node: Expression | Pattern, env: Environment, context: RunContext) => unknown
  /** Runs a function or program body and returns its `return` value. */
  runBody: (body: Statement[], env: Environment, context: RunContext) => unknown
  /**
   * Runs an async or generator function body suspendably (wired by the evaluator, like
   * `evaluate`). Default: such functions are refused.
   */
  runSuspendable?: (
    body: BlockStatement | Expression,
    env: Environment,
    context: RunContext,
  ) => SuspendableRun
}

/**
 * The state of one evaluation: its scope, step and depth counters, and the paths of state
 * objects read so far (kept only when an `onStateWrite` hook is given).
 */
export class RunContext {
  readonly code: string
  readonly scope: Record<string, unknown>
  /** `scope.state` when it is an object: bare identifiers resolve as its keys. */
  readonly state: Record<string, unknown> | undefined
  readonly maxSteps: number
  readonly maxDepth: number
  steps = 0
  depth = 0
  private readonly paths: WeakMap<object, string[]> | undefined
  private readonly onStateWrite: StateWriteHook | undefined
  private readonly evaluator: RunContextOptions['evaluate']
  private readonly bodyRunner: RunContextOptions['runBody']
  private readonly suspendableRunner: RunContextOptions['runSuspendable']

  constructor(options: RunContextOptions) {
    this.code = options.code
    this.scope = options.scope
    const state = Object.hasOwn(options.scope, 'state') ? options.scope.state : undefined
    this.state =
      typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : undefined
    this.maxSteps = options.maxSteps
    this.maxDepth = options.maxDepth
    this.onStateWrite = options.onStateWrite
    this.evaluator = options.evaluate
    this.bodyRunner = options.runBody
    this.suspendableRunner = options.runSuspendable
    if (this.onStateWrite !== undefined && this.state !== undefined) {
      this.paths = new WeakMap([[this.state, []]])
    }
  }

  /** Counts one step; aborts the evaluation once the budget is spent. */
  step(): void {
    if (++this.steps > this.maxSteps) fail('Step limit exceeded')
  }

  evaluate(node: Expression | Pattern, env: Environment): unknown {
    return this.evaluator(node, env, this)
  }

  runBody(body: Statement[], env: Environment): unknown {
    return this.bodyRunner(body, env, this)
  }

  /** Runs an async or generator function body suspendably (see `RunContextOptions`). */
  runSuspendable(body: BlockStatement | Expression, env: Environment): SuspendableRun {
    if (!this.suspendableRunner) fail('Unsupported syntax: async or generator function')
    return this.suspendableRunner(body, env, this)
  }

  /** Records that `value` was read as `parent[key]`, so later writes to it know their path. */
  trackRead(parent: unknown, key: string, value: unknown): void {
    if (this.paths === undefined || typeof value !== 'object' || value === null) return
    if (typeof parent !== 'object' || parent === null || this.paths.has(value)) return
    const parentPath = this.paths.get(parent)
    if (parentPath !== undefined) this.paths.set(value, [...parentPath, key])
  }

  /** Reports `target[key] = value` to the hook when `target` is known to live in state. */
  notifyWrite(target: unknown, key: string, value: unknown): void {
    const path = this.pathOf(target)
    if (path !== undefined) this.onStateWrite?.([...path, key], value)
  }

  /** Reports an in-place change of a state array or object (`push`, `Object.assign`). */
  notifyMutation(target: unknown): void {
    const path = this.pathOf(target)
    if (path !== undefined && path.length > 0) this.onStateWrite?.([...path], target)
  }

  private pathOf(target: unknown): string[] | undefined {
    if (this.paths === undefined || typeof target !== 'object' || target === null) return undefined
    return this.paths.get(target)
  }
}
