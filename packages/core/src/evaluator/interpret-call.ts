/**
 * Calls, `new Date(...)` and interpreted functions. A callee is always a function value author
 * code could reach under the sandbox rules: an interpreted function, a safe global, an
 * allow-listed method or a function provided by the caller in scope.
 * @module
 */
import type {
  CallExpression,
  Expression,
  MemberExpression,
  NewExpression,
  SpreadElement,
} from './ast.ts'
import type { Environment } from './environment.ts'
import { functionMember, spreadValues } from './member-access.ts'
import { type RunContext, SHORT_CIRCUIT } from './run-context.ts'
import { assertAllowedProperty, checkSize, fail, toPropertyKey } from './safe-access.ts'
import { SAFE_DATE, SAFE_OBJECT_ASSIGN } from './safe-globals.ts'
import {
  MUTATING_ARRAY_METHODS,
  callSafeMethod,
  hasSafeMethod,
  refuseMethod,
} from './safe-methods.ts'

type AnyFunction = (...args: unknown[]) => unknown

/** The property name of a member expression (evaluating a computed key). */
export function memberKey(node: MemberExpression, env: Environment, context: RunContext): string {
  if (!node.computed) {
    if (node.property.type !== 'Identifier') fail(`Unsupported syntax: ${node.property.type}`)
    return node.property.name
  }
  return toPropertyKey(context.evaluate(node.property as Expression, env))
}

/** Evaluates call arguments, expanding spreads. */
function evaluateArguments(
  nodes: Array<Expression | SpreadElement>,
  env: Environment,
  context: RunContext,
): unknown[] {
  const args: unknown[] = []
  for (const node of nodes) {
    if (node.type === 'SpreadElement') {
      for (const arg of spreadValues(context.evaluate(node.argument, env))) args.push(arg)
    } else args.push(context.evaluate(node, env))
  }
  return args
}

/** A call expression, including optional calls and method calls. */
export function evaluateCall(node: CallExpression, env: Environment, context: RunContext): unknown {
  const callee = node.callee
  if (callee.type === 'Super') return fail('Unsupported syntax: Super')
  if (callee.type === 'MemberExpression') return evaluateMethodCall(node, callee, env, context)
  const fn = context.evaluate(callee, env)
  if (fn === SHORT_CIRCUIT) return SHORT_CIRCUIT
  if (node.optional && (fn === null || fn === undefined)) return SHORT_CIRCUIT
  if (typeof fn !== 'function') {
    return fail(`${callee.type === 'Identifier' ? callee.name : 'Expression'} is not a function`)
  }
  return checkSize((fn as AnyFunction)(...evaluateArguments(node.arguments, env, context)))
}

function evaluateMethodCall(
  node: CallExpression,
  callee: MemberExpression,
  env: Environment,
  context: RunContext,
): unknown {
  if (callee.object.type === 'Super') return fail('Unsupported syntax: Super')
  const target = context.evaluate(callee.object, env)
  if (target === SHORT_CIRCUIT) return SHORT_CIRCUIT
  if (callee.optional && (target === null || target === undefined)) return SHORT_CIRCUIT
  const name = memberKey(callee, env, context)
  assertAllowedProperty(name)
  if (target === null || target === undefined) {
    return fail(`Cannot read properties of ${String(target)} (reading "${name}")`)
  }
  let fn: unknown
  if (typeof target === 'object' && Object.hasOwn(target, name)) {
    fn = (target as Record<string, unknown>)[name]
  } else if (typeof target === 'function') {
    fn = functionMember(target, name)
  } else if (hasSafeMethod(target, name)) {
    const result = callSafeMethod(target, name, evaluateArguments(node.arguments, env, context))
    if (MUTATING_ARRAY_METHODS.has(name)) context.notifyMutation(target)
    return result
  } else if (!node.optional) {
    return refuseMethod(target, name)
  }
  if (node.optional && (fn === null || fn === undefined)) return SHORT_CIRCUIT
  if (typeof fn !== 'function') return fail(`${name} is not a function`)
  const args = evaluateArguments(node.arguments, env, context)
  const result = checkSize((fn as AnyFunction).apply(target, args))
  if (fn === SAFE_OBJECT_ASSIGN) notifyAssign(args, context)
  return result
}

function notifyAssign(args: unknown[], context: RunContext): void {
  const [assignTarget, ...sources] = args
  for (const source of sources) {
    if (source === null || source === undefined) continue
    for (const key of Object.keys(source as object)) {
      context.notifyWrite(assignTarget, key, (assignTarget as Record<string, unknown>)[key])
    }
  }
}

/** `new X(...)`: only `new Date(...)` is supported. */
export function evaluateNew(node: NewExpression, env: Environment, context: RunContext): unknown {
  const constructor = context.evaluate(node.callee, env)
  if (constructor !== SAFE_DATE) return fail('Only new Date(...) is supported')
  const DateConstructor = Date as unknown as new (...args: unknown[]) => Date
  return new DateConstructor(...evaluateArguments(node.arguments, env, context))
}

export { createClosure } from './create-closure.ts'
