/**
 * Assignments (`=`, compound and logical), `++`/`--` and `delete`. Writes go to local
 * variables, or to plain objects and arrays; writes below `state` are reported to the
 * evaluation's `onStateWrite` hook.
 * @module
 */
import type {
  AssignmentExpression,
  Identifier,
  MemberExpression,
  UnaryExpression,
  UpdateExpression,
} from './ast.ts'
import type { Environment } from './environment.ts'
import { memberKey } from './interpret-call.ts'
import { deleteMember, readMember, writeMember } from './member-access.ts'
import { binaryOperation, increment, toNumeric } from './operators.ts'
import { destructure } from './patterns.ts'
import type { RunContext } from './run-context.ts'
import { DENIED_PROPERTIES, fail } from './safe-access.ts'
import { SAFE_GLOBALS } from './safe-globals.ts'

/** Assigns to a variable: a local, else an existing key of `state` (gen-1 `with (state)`). */
function assignIdentifier(
  name: string,
  value: unknown,
  env: Environment,
  context: RunContext,
): void {
  const binding = env.lookup(name)
  if (binding !== undefined) {
    if (!binding.mutable) fail(`Assignment to constant variable: ${name}`)
    binding.value = value
    return
  }
  if (Object.hasOwn(context.scope, name)) fail(`Cannot assign to scope variable: ${name}`)
  if (SAFE_GLOBALS.has(name)) fail(`Cannot assign to built-in: ${name}`)
  const state = context.state
  if (state !== undefined && !DENIED_PROPERTIES.has(name) && Object.hasOwn(state, name)) {
    writeMember(state, name, value)
    context.notifyWrite(state, name, value)
    return
  }
  fail(`Assignment to undeclared variable: ${name}`)
}

/** Writes `value` to a simple target (variable or member). */
export function assignTarget(
  target: Identifier | MemberExpression,
  value: unknown,
  env: Environment,
  context: RunContext,
): void {
  if (target.type === 'Identifier') {
    assignIdentifier(target.name, value, env, context)
    return
  }
  const { object, key } = resolveMember(target, env, context)
  writeMember(object, key, value)
  context.notifyWrite(object, key, value)
}

function resolveMember(
  node: MemberExpression,
  env: Environment,
  context: RunContext,
): { object: unknown; key: string } {
  if (node.object.type === 'Super') return fail('Unsupported syntax: Super')
  const object = context.evaluate(node.object, env)
  return { object, key: memberKey(node, env, context) }
}

/** Reads a simple target's current value (for compound assignment and `++`). */
function readTarget(
  target: Identifier | MemberExpression,
  env: Environment,
  context: RunContext,
): { value: unknown; write: (value: unknown) => void } {
  if (target.type === 'Identifier') {
    return {
      value: context.evaluate(target, env),
      write: (value) => assignIdentifier(target.name, value, env, context),
    }
  }
  const { object, key } = resolveMember(target, env, context)
  const value = readMember(object, key)
  context.trackRead(object, key, value)
  return {
    value,
    write: (next) => {
      writeMember(object, key, next)
      context.notifyWrite(object, key, next)
    },
  }
}

/** `target = value`, `target += value`, `target ||= value`… */
export function evaluateAssignment(
  node: AssignmentExpression,
  env: Environment,
  context: RunContext,
): unknown {
  const left = node.left
  if (node.operator === '=') {
    const value = context.evaluate(node.right, env)
    destructure(left, value, env, context, (target, bound) =>
      assignTarget(target, bound, env, context),
    )
    return value
  }
  if (left.type !== 'Identifier' && left.type !== 'MemberExpression') {
    return fail(`Unsupported syntax: ${left.type}`)
  }
  const current = readTarget(left, env, context)
  let value: unknown
  switch (node.operator) {
    case '||=':
      if (current.value) return current.value
      value = context.evaluate(node.right, env)
      break
    case '&&=':
      if (!current.value) return current.value
      value = context.evaluate(node.right, env)
      break
    case '??=':
      if (current.value !== null && current.value !== undefined) return current.value
      value = context.evaluate(node.right, env)
      break
    default: {
      const operator = node.operator.slice(0, -1) as Parameters<typeof binaryOperation>[0]
      value = binaryOperation(operator, current.value, context.evaluate(node.right, env))
    }
  }
  current.write(value)
  return value
}

/** `++x`, `x--`… */
export function evaluateUpdate(
  node: UpdateExpression,
  env: Environment,
  context: RunContext,
): unknown {
  const argument = node.argument
  if (argument.type !== 'Identifier' && argument.type !== 'MemberExpression') {
    return fail(`Unsupported syntax: ${argument.type}`)
  }
  const current = readTarget(argument, env, context)
  const old = toNumeric(current.value)
  const next = increment(old, node.operator === '++' ? 1 : -1)
  current.write(next)
  return node.prefix ? next : old
}

/** `delete object.key` (variables cannot be deleted). */
export function evaluateDelete(
  node: UnaryExpression,
  env: Environment,
  context: RunContext,
): boolean {
  const argument = node.argument
  if (argument.type === 'ChainExpression')
    return fail('Unsupported syntax: delete of an optional chain')
  if (argument.type !== 'MemberExpression') return fail('Unsupported syntax: delete of a variable')
  const { object, key } = resolveMember(argument, env, context)
  const deleted = deleteMember(object, key)
  context.notifyWrite(object, key, undefined)
  return deleted
}
