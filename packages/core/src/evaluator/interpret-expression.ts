/**
 * The expression half of the interpreter: one `switch` over ESTree node types (./ast.ts). Every node
 * evaluated counts one step. Unknown node types are refused with "Unsupported syntax: <type>".
 * @module
 */
import type {
  ArrayExpression,
  Expression,
  Identifier,
  Literal,
  MemberExpression,
  ObjectExpression,
  Pattern,
  TemplateLiteral,
} from './ast.ts'
import type { Environment } from './environment.ts'
import { evaluateAssignment, evaluateDelete, evaluateUpdate } from './interpret-assignment.ts'
import { createClosure, evaluateCall, evaluateNew, memberKey } from './interpret-call.ts'
import { readMember, spreadValues } from './member-access.ts'
import { binaryOperation, unaryOperation } from './operators.ts'
import { staticKey } from './patterns.ts'
import { type RunContext, SHORT_CIRCUIT } from './run-context.ts'
import {
  DENIED_PROPERTIES,
  MAX_COLLECTION_LENGTH,
  assertAllowedProperty,
  checkSize,
  fail,
  toPropertyKey,
} from './safe-access.ts'
import { SAFE_GLOBALS } from './safe-globals.ts'
import { THIS_BINDING } from './create-closure.ts'
import { TYPESCRIPT_HELPERS } from './typescript-helpers.ts'

/** Evaluates one expression node in `env`. */
export function evaluateExpression(
  node: Expression | Pattern,
  env: Environment,
  context: RunContext,
): unknown {
  context.step()
  switch (node.type) {
    case 'Literal':
      return evaluateLiteral(node)
    case 'Identifier':
      return resolveIdentifier(node, env, context)
    case 'MemberExpression':
      return evaluateMember(node, env, context)
    case 'ChainExpression': {
      const value = evaluateExpression(node.expression, env, context)
      return value === SHORT_CIRCUIT ? undefined : value
    }
    case 'CallExpression':
      return evaluateCall(node, env, context)
    case 'NewExpression':
      return evaluateNew(node, env, context)
    case 'BinaryExpression':
      if (node.left.type === 'PrivateIdentifier')
        return fail('Unsupported syntax: PrivateIdentifier')
      return binaryOperation(
        node.operator,
        evaluateExpression(node.left, env, context),
        evaluateExpression(node.right, env, context),
      )
    case 'LogicalExpression': {
      const left = evaluateExpression(node.left, env, context)
      if (node.operator === '&&') return left ? evaluateExpression(node.right, env, context) : left
      if (node.operator === '||') return left ? left : evaluateExpression(node.right, env, context)
      return left ?? evaluateExpression(node.right, env, context)
    }
    case 'UnaryExpression':
      if (node.operator === 'delete') return evaluateDelete(node, env, context)
      if (node.operator === 'typeof') return typeof evaluateExpression(node.argument, env, context)
      return unaryOperation(node.operator, evaluateExpression(node.argument, env, context))
    case 'UpdateExpression':
      return evaluateUpdate(node, env, context)
    case 'AssignmentExpression':
      return evaluateAssignment(node, env, context)
    case 'ConditionalExpression':
      return evaluateExpression(
        evaluateExpression(node.test, env, context) ? node.consequent : node.alternate,
        env,
        context,
      )
    case 'SequenceExpression': {
      let value: unknown
      for (const expression of node.expressions)
        value = evaluateExpression(expression, env, context)
      return value
    }
    case 'TemplateLiteral':
      return evaluateTemplate(node, env, context)
    case 'ArrayExpression':
      return evaluateArray(node, env, context)
    case 'ObjectExpression':
      return evaluateObject(node, env, context)
    case 'ArrowFunctionExpression':
    case 'FunctionExpression':
      return createClosure(node, env, context)
    case 'ParenthesizedExpression':
      return evaluateExpression(node.expression, env, context)
    case 'ThisExpression': {
      // A function's own `this` (arrows see their parent's); at the top level, the helpers of
      // compiled TypeScript (see typescript-helpers.ts).
      const binding = env.lookup(THIS_BINDING)
      return binding === undefined ? TYPESCRIPT_HELPERS : binding.value
    }
    default:
      return fail(`Unsupported syntax: ${node.type}`)
  }
}

function evaluateLiteral(node: Literal): unknown {
  if (node.regex !== undefined) return fail('Unsupported syntax: regular expression literal')
  return node.value
}

/**
 * Resolves a bare name: locals, then the caller's named variables, then safe globals, then
 * own keys of `state`; anything else is undefined (no ReferenceError).
 */
function resolveIdentifier(node: Identifier, env: Environment, context: RunContext): unknown {
  const name = node.name
  const binding = env.lookup(name)
  if (binding !== undefined) return binding.value
  if (Object.hasOwn(context.scope, name)) return context.scope[name]
  if (SAFE_GLOBALS.has(name)) return SAFE_GLOBALS.get(name)
  const state = context.state
  if (state !== undefined && !DENIED_PROPERTIES.has(name) && Object.hasOwn(state, name)) {
    const value = state[name]
    context.trackRead(state, name, value)
    return value
  }
  return undefined
}

function evaluateMember(node: MemberExpression, env: Environment, context: RunContext): unknown {
  if (node.object.type === 'Super') return fail('Unsupported syntax: Super')
  const object = evaluateExpression(node.object, env, context)
  if (object === SHORT_CIRCUIT) return SHORT_CIRCUIT
  if (node.optional && (object === null || object === undefined)) return SHORT_CIRCUIT
  const key = memberKey(node, env, context)
  const value = readMember(object, key)
  context.trackRead(object, key, value)
  return value
}

function evaluateTemplate(node: TemplateLiteral, env: Environment, context: RunContext): string {
  let text = node.quasis[0]?.value.cooked ?? ''
  node.expressions.forEach((expression, index) => {
    text += String(evaluateExpression(expression, env, context))
    text += node.quasis[index + 1]?.value.cooked ?? ''
  })
  return checkSize(text)
}

function evaluateArray(node: ArrayExpression, env: Environment, context: RunContext): unknown[] {
  const items: unknown[] = []
  for (const element of node.elements) {
    if (element === null) items.push(undefined)
    else if (element.type === 'SpreadElement') {
      const values = spreadValues(evaluateExpression(element.argument, env, context))
      if (values.length + items.length > MAX_COLLECTION_LENGTH) fail('Array length limit exceeded')
      for (const item of values) items.push(item)
    } else items.push(evaluateExpression(element, env, context))
  }
  return items
}

function evaluateObject(
  node: ObjectExpression,
  env: Environment,
  context: RunContext,
): Record<string, unknown> {
  const result: Record<string, unknown> = {}
  for (const property of node.properties) {
    if (property.type === 'SpreadElement') {
      const source = evaluateExpression(property.argument, env, context)
      if (source === null || source === undefined) continue
      for (const key of Object.keys(source as object)) {
        assertAllowedProperty(key)
        result[key] = readMember(source, key)
      }
      continue
    }
    if (property.kind !== 'init') return fail(`Unsupported syntax: ${property.kind}ter`)
    const key = property.computed
      ? toPropertyKey(evaluateExpression(property.key, env, context))
      : staticKey(property.key)
    assertAllowedProperty(key)
    result[key] = evaluateExpression(property.value, env, context)
  }
  return result
}
