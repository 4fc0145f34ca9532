/**
 * The safe expression evaluator of bindings, actions, `show`/`hide`, text interpolation and
 * `repeat` collections. Author code is parsed by our own small parser (parse-program.ts) and walked by our own interpreter —
 * no `eval`, no `new Function` — so it behaves the same on the server and in the browser.
 * @module
 */
import { LOG_PREFIX } from '../constants.ts'
import { EvaluationError, ValidationError } from '../errors.ts'
import { Environment } from './environment.ts'
import { evaluateExpression } from './interpret-expression.ts'
import { runSuspendableBody } from './interpret-suspendable.ts'
import { runBody } from './interpret-statement.ts'
import { LruCache } from './lru-cache.ts'
import { readMember } from './member-access.ts'
import { type ParsedCode, parseCode } from './parse-code.ts'
import { RunContext, type StateWriteHook } from './run-context.ts'
import { InterpreterError } from './safe-access.ts'

/** Default step budget of one evaluation (every AST node evaluated is one step). */
export const DEFAULT_MAX_STEPS = 100_000
/** Default depth limit of interpreted function calls. */
export const DEFAULT_MAX_DEPTH = 200
/** Default number of parsed code strings kept per evaluator. */
export const DEFAULT_CACHE_SIZE = 500
/** Number of distinct failures remembered so each is logged once. */
const LOGGED_FAILURES_SIZE = 1000
/** Longest code excerpt quoted in a log message. */
const LOGGED_CODE_LENGTH = 200

/** Options of `createEvaluator`. */
export interface EvaluatorOptions {
  /** Step budget of each evaluation. Default `DEFAULT_MAX_STEPS` (100 000). */
  maxSteps?: number
  /** Depth limit of interpreted function calls. Default `DEFAULT_MAX_DEPTH` (200). */
  maxDepth?: number
  /** Parsed code strings kept (least recently used dropped first); 0 disables. Default 500. */
  cacheSize?: number
  /**
   * Receives one message per distinct failing (code, message) pair. Default `console.warn`.
   * Messages start with `[Tessera]: Failed code evaluation: `.
   */
  logger?: (message: string) => void
}

/** Options of one `evaluate` call. */
export interface EvaluateOptions {
  /**
   * Called after each write below `state` (`state.a.b = 1` → `(['a', 'b'], 1)`; `count++`
   * when `count` is a state key → `(['count'], n)`; `state.list.push(x)` → `(['list'], list)`),
   * so a renderer can re-render. Writes through objects not read from `state` in the same
   * evaluation (for example array callback parameters) are not reported. Default: none.
   */
  onStateWrite?: StateWriteHook
  /** Step budget of this evaluation. Default: the evaluator's `maxSteps`. */
  maxSteps?: number
}

/** The outcome of an evaluation: errors are values, `evaluate` never throws. */
export type EvaluateResult = { ok: true; value: unknown } | { ok: false; error: EvaluationError }

/** An evaluator instance: its parse cache and its memory of logged failures. */
export interface Evaluator {
  /**
   * Runs author `code` with the named variables of `scope` (`state`, `context`, `event`,
   * `builder`, `$index`…). Bare identifiers resolve to locals, then `scope`, then the safe
   * globals, then own keys of `scope.state`; unknown names are undefined.
   * @example
   * evaluator.evaluate("state.user ? 'Hi ' + state.user.name : 'Sign in'", { state })
   */
  evaluate(code: string, scope: Record<string, unknown>, options?: EvaluateOptions): EvaluateResult
}

function positiveInteger(
  name: string,
  value: number | undefined,
  fallback: number,
  min: number,
): number {
  if (value === undefined) return fallback
  if (!Number.isInteger(value) || value < min) {
    throw new ValidationError(
      `${name} must be an integer of at least ${min}, received ${String(value)}`,
    )
  }
  return value
}

function messageOf(error: unknown): string {
  try {
    return error instanceof Error ? error.message : String(error)
  } catch {
    return 'Unknown error'
  }
}

/**
 * Creates an evaluator. Each instance has its own parse cache and log memory; nothing is
 * shared between instances.
 * @throws ValidationError when an option is not a valid integer.
 */
export function createEvaluator(options: EvaluatorOptions = {}): Evaluator {
  const maxSteps = positiveInteger('maxSteps', options.maxSteps, DEFAULT_MAX_STEPS, 1)
  const maxDepth = positiveInteger('maxDepth', options.maxDepth, DEFAULT_MAX_DEPTH, 1)
  const cache = new LruCache<string, ParsedCode>(
    positiveInteger('cacheSize', options.cacheSize, DEFAULT_CACHE_SIZE, 0),
  )
  const logged = new LruCache<string, true>(LOGGED_FAILURES_SIZE)
  const logger = options.logger ?? ((message: string) => console.warn(message))

  function failure(code: string, error: unknown): EvaluateResult {
    const message = messageOf(error)
    const evaluationError =
      error instanceof InterpreterError
        ? new EvaluationError(message, { source: code })
        : new EvaluationError(message, { source: code, cause: error })
    const key = `${code}\u0000${message}`
    if (!logged.has(key)) {
      logged.set(key, true)
      const excerpt =
        code.length > LOGGED_CODE_LENGTH ? `${code.slice(0, LOGGED_CODE_LENGTH)}…` : code
      try {
        logger(`${LOG_PREFIX}Failed code evaluation: ${message}\n  in: ${excerpt}`)
      } catch {
        // A broken logger must not turn an error value into a throw.
      }
    }
    return { ok: false, error: evaluationError }
  }

  function parsed(code: string): ParsedCode {
    const cached = cache.get(code)
    if (cached !== undefined) return cached
    const result = parseCode(code)
    cache.set(code, result)
    return result
  }

  function evaluate(
    code: string,
    scope: Record<string, unknown>,
    evaluateOptions: EvaluateOptions = {},
  ): EvaluateResult {
    if (typeof code !== 'string') {
      return failure(String(code), new InterpreterError('Code must be a string'))
    }
    try {
      const parsedCode = parsed(code)
      const safeScope = typeof scope === 'object' && scope !== null ? scope : {}
      switch (parsedCode.kind) {
        case 'empty':
          return { ok: true, value: undefined }
        case 'error':
          return failure(code, new InterpreterError(parsedCode.message))
        case 'path':
          // Fast path: a plain `state.a.b` read, with the interpreter's own access rules.
          if (Object.hasOwn(safeScope, 'state')) {
            let value: unknown = safeScope.state
            for (const key of parsedCode.path) value = readMember(value, key)
            return { ok: true, value }
          }
          break
        default:
          break
      }
      const context = new RunContext({
        code,
        scope: safeScope,
        maxSteps: positiveInteger('maxSteps', evaluateOptions.maxSteps, maxSteps, 1),
        maxDepth,
        onStateWrite: evaluateOptions.onStateWrite,
        evaluate: evaluateExpression,
        runBody,
        runSuspendable: runSuspendableBody,
      })
      const env = new Environment(undefined, true)
      const value =
        parsedCode.kind === 'statements'
          ? runBody(parsedCode.program.body, env, context)
          : evaluateExpression(parsedCode.expression, env, context)
      return { ok: true, value }
    } catch (error) {
      return failure(code, error)
    }
  }

  return { evaluate }
}
