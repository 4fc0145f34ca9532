/**
 * The statement half of the interpreter: declarations, blocks, `if`, loops, `switch`,
 * `return`/`break`/`continue`. Loops are bounded by the step limit.
 * @module
 */
import type {
  ForInStatement,
  ForOfStatement,
  ForStatement,
  Pattern,
  Statement,
  SwitchStatement,
  TryStatement,
  VariableDeclaration,
} from './ast.ts'
import { AuthorThrow, caughtValue } from './author-throw.ts'
import { Environment } from './environment.ts'
import { assignTarget } from './interpret-assignment.ts'
import { createClosure } from './interpret-call.ts'
import { destructure } from './patterns.ts'
import type { RunContext } from './run-context.ts'
import { InterpreterError, describeValue, fail } from './safe-access.ts'

/** How a loop body ended by `break`. */
export const BREAK = { type: 'break' } as const
/** How a loop body ended by `continue`. */
const CONTINUE = { type: 'continue' } as const

/** How a body ended by `return`, with the value. */
export class ReturnSignal {
  constructor(readonly value: unknown) {}
}

/** How a statement ended: normally (undefined), or by `break`, `continue` or `return`. */
export type Completion = undefined | typeof BREAK | typeof CONTINUE | ReturnSignal

type AnyStatement = Statement

/** Runs a program or function body and returns its `return` value (undefined if none). */
export function runBody(body: AnyStatement[], env: Environment, context: RunContext): unknown {
  const completion = executeList(body, env, context)
  return completion instanceof ReturnSignal ? completion.value : undefined
}

/** Runs a statement list (function declarations hoisted) and tells how it ended. */
function executeList(body: AnyStatement[], env: Environment, context: RunContext): Completion {
  // Function declarations are hoisted to the top of their block.
  for (const statement of body) {
    if (statement.type === 'FunctionDeclaration') {
      env.declare(statement.id.name, createClosure(statement, env, context), true)
    }
  }
  for (const statement of body) {
    const completion = execute(statement, env, context)
    if (completion !== undefined) return completion
  }
  return undefined
}

/** Runs one statement and tells how it ended. */
export function execute(node: AnyStatement, env: Environment, context: RunContext): Completion {
  context.step()
  switch (node.type) {
    case 'ExpressionStatement':
      context.evaluate(node.expression, env)
      return undefined
    case 'VariableDeclaration':
      declare(node, env, context)
      return undefined
    case 'FunctionDeclaration':
    case 'EmptyStatement':
      return undefined
    case 'ReturnStatement':
      return new ReturnSignal(node.argument ? context.evaluate(node.argument, env) : undefined)
    case 'BlockStatement':
      return executeList(node.body, new Environment(env, false), context)
    case 'IfStatement':
      if (context.evaluate(node.test, env)) return execute(node.consequent, env, context)
      return node.alternate ? execute(node.alternate, env, context) : undefined
    case 'BreakStatement':
      if (node.label) return fail('Unsupported syntax: labeled break')
      return BREAK
    case 'ContinueStatement':
      if (node.label) return fail('Unsupported syntax: labeled continue')
      return CONTINUE
    case 'WhileStatement':
      while (context.evaluate(node.test, env)) {
        const completion = execute(node.body, env, context)
        if (completion === BREAK) break
        if (completion instanceof ReturnSignal) return completion
      }
      return undefined
    case 'DoWhileStatement':
      do {
        const completion = execute(node.body, env, context)
        if (completion === BREAK) break
        if (completion instanceof ReturnSignal) return completion
      } while (context.evaluate(node.test, env))
      return undefined
    case 'ForStatement':
      return executeFor(node, env, context)
    case 'ForOfStatement':
    case 'ForInStatement':
      return executeForEach(node, env, context)
    case 'SwitchStatement':
      return executeSwitch(node, env, context)
    case 'ThrowStatement':
      throw new AuthorThrow(context.evaluate(node.argument, env))
    case 'TryStatement':
      return executeTry(node, env, context)
    default:
      return fail(`Unsupported syntax: ${node.type}`)
  }
}

/**
 * `try { } catch (e) { } finally { }` (see `caughtValue` for what may be caught). The
 * interpreter's own failures skip `catch` and `finally` alike: nothing runs past a limit.
 */
function executeTry(node: TryStatement, env: Environment, context: RunContext): Completion {
  let completion: Completion
  let thrown: { error: unknown } | undefined
  try {
    completion = executeList(node.block.body, new Environment(env, false), context)
  } catch (error) {
    if (error instanceof InterpreterError) throw error
    if (!node.handler) thrown = { error }
    else {
      try {
        const catchEnv = new Environment(env, false)
        const param = node.handler.param
        if (param) bindDeclared(param, caughtValue(error), 'let', catchEnv, context)
        completion = executeList(node.handler.body.body, catchEnv, context)
      } catch (again) {
        if (again instanceof InterpreterError) throw again
        thrown = { error: again }
      }
    }
  }
  if (node.finalizer) {
    const ending = executeList(node.finalizer.body, new Environment(env, false), context)
    // A `return`, `break` or `continue` in `finally` wins, as in JavaScript.
    if (ending !== undefined) return ending
  }
  if (thrown) throw thrown.error
  return completion
}

/** Declares the variables of a declaration in `env` (`var` in its function scope). */
export function declare(node: VariableDeclaration, env: Environment, context: RunContext): void {
  if (node.kind !== 'var' && node.kind !== 'let' && node.kind !== 'const') {
    fail(`Unsupported syntax: ${node.kind} declaration`)
  }
  const target = node.kind === 'var' ? env.functionScope() : env
  for (const declarator of node.declarations) {
    if (node.kind === 'var' && !declarator.init && declarator.id.type === 'Identifier') {
      if (target.lookup(declarator.id.name) === undefined)
        target.declare(declarator.id.name, undefined, true)
      continue
    }
    const value = declarator.init ? context.evaluate(declarator.init, env) : undefined
    bindDeclared(declarator.id, value, node.kind, target, context)
  }
}

/** Binds a declared pattern to `value` in `target`. */
export function bindDeclared(
  pattern: Pattern,
  value: unknown,
  kind: 'var' | 'let' | 'const',
  target: Environment,
  context: RunContext,
): void {
  destructure(pattern, value, target, context, (binding, bound) => {
    if (binding.type !== 'Identifier') fail('Unsupported syntax: member expression in declaration')
    target.declare(binding.name, bound, kind !== 'const')
  })
}

function executeFor(node: ForStatement, env: Environment, context: RunContext): Completion {
  let loopEnv = new Environment(env, false)
  const perIteration = node.init?.type === 'VariableDeclaration' && node.init.kind !== 'var'
  if (node.init?.type === 'VariableDeclaration') declare(node.init, loopEnv, context)
  else if (node.init) context.evaluate(node.init, loopEnv)
  for (;;) {
    if (node.test && !context.evaluate(node.test, loopEnv)) return undefined
    const completion = execute(node.body, loopEnv, context)
    if (completion === BREAK) return undefined
    if (completion instanceof ReturnSignal) return completion
    // Each iteration gets fresh `let` bindings, so closures capture that iteration's values.
    if (perIteration) loopEnv = loopEnv.copy()
    if (node.update) context.evaluate(node.update, loopEnv)
  }
}

function executeForEach(
  node: ForOfStatement | ForInStatement,
  env: Environment,
  context: RunContext,
): Completion {
  if (node.type === 'ForOfStatement' && node.await) return fail('Unsupported syntax: for await')
  const collection = context.evaluate(node.right, env)
  const items = node.type === 'ForInStatement' ? forInKeys(collection) : forOfItems(collection)
  for (let index = 0; index < items.length; index++) {
    const iterationEnv = new Environment(env, false)
    const item = items[index]
    const left = node.left
    if (left.type === 'VariableDeclaration') {
      const declarator = left.declarations[0]
      if (declarator === undefined) return fail('Unsupported syntax: empty declaration')
      const kind = left.kind === 'var' ? 'var' : left.kind === 'const' ? 'const' : 'let'
      const target = kind === 'var' ? env.functionScope() : iterationEnv
      bindDeclared(declarator.id, item, kind, target, context)
    } else {
      destructure(left, item, iterationEnv, context, (target, value) =>
        assignTarget(target, value, iterationEnv, context),
      )
    }
    const completion = execute(node.body, iterationEnv, context)
    if (completion === BREAK) break
    if (completion instanceof ReturnSignal) return completion
  }
  return undefined
}

/** `for…of` walks arrays (live, like JavaScript) and the code points of strings. */
export function forOfItems(collection: unknown): readonly unknown[] {
  if (Array.isArray(collection)) return collection
  if (typeof collection === 'string') return Array.from(collection)
  return fail(
    `Cannot iterate over ${describeValue(collection)} (only arrays and strings are iterable)`,
  )
}

/** `for…in` walks own enumerable keys; null and undefined give no iterations. */
export function forInKeys(collection: unknown): readonly string[] {
  if (collection === null || collection === undefined) return []
  return Object.keys(collection as object)
}

function executeSwitch(node: SwitchStatement, env: Environment, context: RunContext): Completion {
  const discriminant = context.evaluate(node.discriminant, env)
  const caseEnv = new Environment(env, false)
  let start = node.cases.findIndex(
    (switchCase) => switchCase.test && context.evaluate(switchCase.test, caseEnv) === discriminant,
  )
  if (start === -1) start = node.cases.findIndex((switchCase) => !switchCase.test)
  if (start === -1) return undefined
  for (const switchCase of node.cases.slice(start)) {
    const completion = executeList(switchCase.consequent, caseEnv, context)
    if (completion === BREAK) return undefined
    if (completion !== undefined) return completion
  }
  return undefined
}
