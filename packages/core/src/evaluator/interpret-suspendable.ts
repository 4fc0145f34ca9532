/**
 * The interpreter of async and generator function bodies. It runs as a host generator that
 * stops at each `await` and `yield` of the author's code (yielding a {@link Suspension}) and
 * takes up again with the value it is resumed with. Only what holds an `await` or a `yield`
 * runs here: every other statement or expression goes to the ordinary interpreter, with its
 * rules and the same step budget. An expression holding an `await` has its parts evaluated in
 * order here, then is evaluated by the ordinary interpreter with the parts' values in place.
 * @module
 */
import type {
  BlockStatement,
  Expression,
  Pattern,
  Property,
  SpreadElement,
  Statement,
} from './ast.ts'
import { AuthorThrow, caughtValue } from './author-throw.ts'
import { Environment } from './environment.ts'
import {
  BREAK,
  type Completion,
  ReturnSignal,
  bindDeclared,
  execute,
  forInKeys,
  forOfItems,
} from './interpret-statement.ts'
import { createClosure } from './create-closure.ts'
import type { RunContext } from './run-context.ts'
import { InterpreterError, fail } from './safe-access.ts'
import { suspends } from './suspends.ts'

/** Where a body stopped: at an `await` (of a value) or a `yield` (of a value). */
export interface Suspension {
  kind: 'await' | 'yield'
  value: unknown
}

/** A running body: yields suspensions, is resumed with their values, returns its result. */
export type SuspendableRun<T = unknown> = Generator<Suspension, T, unknown>

/** Runs a function body (a block, or an arrow's expression) suspendably; returns its result. */
export function* runSuspendableBody(
  body: BlockStatement | Expression,
  scope: Environment,
  context: RunContext,
): SuspendableRun {
  if (body.type !== 'BlockStatement') return yield* evaluateSuspendable(body, scope, context)
  const completion = yield* executeListSuspendable(body.body, scope, context)
  return completion instanceof ReturnSignal ? completion.value : undefined
}

function* executeListSuspendable(
  body: Statement[],
  env: Environment,
  context: RunContext,
): SuspendableRun<Completion> {
  for (const statement of body) {
    if (statement.type === 'FunctionDeclaration') {
      env.declare(statement.id.name, createClosure(statement, env, context), true)
    }
  }
  for (const statement of body) {
    const completion = yield* executeSuspendable(statement, env, context)
    if (completion !== undefined) return completion
  }
  return undefined
}

function* executeSuspendable(
  node: Statement,
  env: Environment,
  context: RunContext,
): SuspendableRun<Completion> {
  if (!suspends(node)) return execute(node, env, context)
  context.step()
  switch (node.type) {
    case 'ExpressionStatement':
      yield* evaluateSuspendable(node.expression, env, context)
      return undefined
    case 'VariableDeclaration': {
      if (node.kind !== 'var' && node.kind !== 'let' && node.kind !== 'const') break
      const target = node.kind === 'var' ? env.functionScope() : env
      for (const declarator of node.declarations) {
        const value = declarator.init
          ? yield* evaluateSuspendable(declarator.init, env, context)
          : undefined
        bindDeclared(declarator.id, value, node.kind, target, context)
      }
      return undefined
    }
    case 'ReturnStatement':
      return new ReturnSignal(
        node.argument ? yield* evaluateSuspendable(node.argument, env, context) : undefined,
      )
    case 'ThrowStatement':
      throw new AuthorThrow(yield* evaluateSuspendable(node.argument, env, context))
    case 'BlockStatement':
      return yield* executeListSuspendable(node.body, new Environment(env, false), context)
    case 'IfStatement': {
      const test = yield* evaluateSuspendable(node.test, env, context)
      if (test) return yield* executeSuspendable(node.consequent, env, context)
      return node.alternate ? yield* executeSuspendable(node.alternate, env, context) : undefined
    }
    case 'WhileStatement':
    case 'DoWhileStatement': {
      let first = node.type === 'DoWhileStatement'
      while (first || (yield* evaluateSuspendable(node.test, env, context))) {
        first = false
        const completion = yield* executeSuspendable(node.body, env, context)
        if (completion === BREAK) break
        if (completion instanceof ReturnSignal) return completion
      }
      return undefined
    }
    case 'ForStatement': {
      const loopEnv = new Environment(env, false)
      if (node.init?.type === 'VariableDeclaration') {
        yield* executeSuspendable(node.init, loopEnv, context)
      } else if (node.init) yield* evaluateSuspendable(node.init, loopEnv, context)
      for (;;) {
        if (node.test && !(yield* evaluateSuspendable(node.test, loopEnv, context)))
          return undefined
        const completion = yield* executeSuspendable(
          node.body,
          new Environment(loopEnv, false),
          context,
        )
        if (completion === BREAK) return undefined
        if (completion instanceof ReturnSignal) return completion
        if (node.update) yield* evaluateSuspendable(node.update, loopEnv, context)
      }
    }
    case 'ForOfStatement':
    case 'ForInStatement': {
      if (node.type === 'ForOfStatement' && node.await) break
      if (node.left.type !== 'VariableDeclaration') break
      const collection = yield* evaluateSuspendable(node.right, env, context)
      const items = node.type === 'ForInStatement' ? forInKeys(collection) : forOfItems(collection)
      const declaration = node.left
      const declarator = declaration.declarations[0]
      if (declarator === undefined) break
      const kind =
        declaration.kind === 'var' ? 'var' : declaration.kind === 'const' ? 'const' : 'let'
      for (let index = 0; index < items.length; index++) {
        const iterationEnv = new Environment(env, false)
        const target = kind === 'var' ? env.functionScope() : iterationEnv
        bindDeclared(declarator.id, items[index], kind, target, context)
        const completion = yield* executeSuspendable(node.body, iterationEnv, context)
        if (completion === BREAK) break
        if (completion instanceof ReturnSignal) return completion
      }
      return undefined
    }
    case 'TryStatement':
      return yield* executeTrySuspendable(node, env, context)
    default:
      break
  }
  return fail(`Unsupported syntax: await or yield inside ${node.type}`)
}

function* executeTrySuspendable(
  node: Extract<Statement, { type: 'TryStatement' }>,
  env: Environment,
  context: RunContext,
): SuspendableRun<Completion> {
  let completion: Completion
  let thrown: { error: unknown } | undefined
  try {
    completion = yield* executeListSuspendable(
      node.block.body,
      new Environment(env, false),
      context,
    )
  } catch (error) {
    if (error instanceof InterpreterError) throw error
    if (!node.handler) thrown = { error }
    else {
      try {
        const catchEnv = new Environment(env, false)
        if (node.handler.param) {
          bindDeclared(node.handler.param, caughtValue(error), 'let', catchEnv, context)
        }
        completion = yield* executeListSuspendable(node.handler.body.body, catchEnv, context)
      } catch (again) {
        if (again instanceof InterpreterError) throw again
        thrown = { error: again }
      }
    }
  }
  if (node.finalizer) {
    const ending = yield* executeListSuspendable(
      node.finalizer.body,
      new Environment(env, false),
      context,
    )
    if (ending !== undefined) return ending
  }
  if (thrown) throw thrown.error
  return completion
}

/** A node standing for a value already computed (the ordinary interpreter returns it as is). */
function valueNode(value: unknown): Expression {
  return { type: 'Literal', value: value as string }
}

/** Evaluates an expression that may suspend. */
function* evaluateSuspendable(
  node: Expression | Pattern,
  env: Environment,
  context: RunContext,
): SuspendableRun {
  if (!suspends(node)) return context.evaluate(node, env)
  context.step()
  switch (node.type) {
    case 'AwaitExpression': {
      const value = yield* evaluateSuspendable(node.argument, env, context)
      return yield { kind: 'await', value }
    }
    case 'YieldExpression': {
      if (node.delegate) break
      const value = node.argument
        ? yield* evaluateSuspendable(node.argument, env, context)
        : undefined
      return yield { kind: 'yield', value }
    }
    case 'ParenthesizedExpression':
      return yield* evaluateSuspendable(node.expression, env, context)
    case 'SequenceExpression': {
      let value: unknown
      for (const expression of node.expressions) {
        value = yield* evaluateSuspendable(expression, env, context)
      }
      return value
    }
    case 'LogicalExpression': {
      const left = yield* evaluateSuspendable(node.left, env, context)
      if (node.operator === '&&' ? !left : node.operator === '||' ? left : left != null) return left
      return yield* evaluateSuspendable(node.right, env, context)
    }
    case 'ConditionalExpression': {
      const test = yield* evaluateSuspendable(node.test, env, context)
      return yield* evaluateSuspendable(test ? node.consequent : node.alternate, env, context)
    }
    default: {
      const resolved = yield* withValues(node, env, context)
      if (resolved !== undefined) return context.evaluate(resolved, env)
    }
  }
  return fail(`Unsupported syntax: await or yield inside ${node.type}`)
}

/**
 * A copy of `node` whose operands are the values they evaluate to (evaluated here, in source
 * order, suspending where they do); undefined for a node type not handled.
 */
function* withValues(
  node: Expression | Pattern,
  env: Environment,
  context: RunContext,
): SuspendableRun<Expression | undefined> {
  const value = (part: Expression | Pattern) => evaluateSuspendable(part, env, context)
  const values = function* (parts: Array<Expression | SpreadElement | null>) {
    const result: Array<Expression | SpreadElement | null> = []
    for (const part of parts) {
      if (part === null) result.push(null)
      else if (part.type === 'SpreadElement') {
        result.push({ type: 'SpreadElement', argument: valueNode(yield* value(part.argument)) })
      } else result.push(valueNode(yield* value(part)))
    }
    return result
  }
  switch (node.type) {
    case 'BinaryExpression': {
      if (node.left.type === 'PrivateIdentifier') return undefined
      const left = valueNode(yield* value(node.left))
      return { ...node, left, right: valueNode(yield* value(node.right)) }
    }
    case 'UnaryExpression':
      if (node.operator === 'delete') return undefined
      return { ...node, argument: valueNode(yield* value(node.argument)) }
    case 'MemberExpression': {
      if (node.object.type === 'Super') return undefined
      const object = valueNode(yield* value(node.object))
      const property = node.computed
        ? valueNode(yield* value(node.property as Expression))
        : node.property
      return { ...node, object, property }
    }
    case 'CallExpression':
    case 'NewExpression': {
      const callee = node.callee
      if (callee.type === 'Super') return undefined
      const resolvedCallee =
        callee.type === 'MemberExpression'
          ? ((yield* withValues(callee, env, context)) ?? callee)
          : valueNode(yield* value(callee))
      const args = (yield* values(node.arguments)) as Array<Expression | SpreadElement>
      return { ...node, callee: resolvedCallee, arguments: args } as Expression
    }
    case 'ArrayExpression':
      return { ...node, elements: yield* values(node.elements) }
    case 'TemplateLiteral':
      return {
        ...node,
        expressions: (yield* values(node.expressions)) as Expression[],
      }
    case 'ChainExpression': {
      const inner = yield* withValues(node.expression, env, context)
      return inner === undefined ? undefined : ({ ...node, expression: inner } as Expression)
    }
    case 'AssignmentExpression':
      if (node.left.type !== 'Identifier' && node.left.type !== 'MemberExpression') return undefined
      if (suspends(node.left)) return undefined
      return { ...node, right: valueNode(yield* value(node.right)) }
    case 'ObjectExpression': {
      const properties: Array<Property | SpreadElement> = []
      for (const property of node.properties) {
        if (property.type === 'SpreadElement') {
          properties.push({ ...property, argument: valueNode(yield* value(property.argument)) })
          continue
        }
        const key = property.computed ? valueNode(yield* value(property.key)) : property.key
        properties.push({ ...property, key, value: valueNode(yield* value(property.value)) })
      }
      return { ...node, properties }
    }
    default:
      return undefined
  }
}
