/**
 * Interpreted functions: plain ones, and async and generator functions (whose bodies run in
 * the suspendable interpreter, ./interpret-suspendable.ts).
 * @module
 */
import type { ArrowFunctionExpression, FunctionDeclaration, FunctionExpression } from './ast.ts'
import { Environment } from './environment.ts'
import { destructure } from './patterns.ts'
import type { RunContext } from './run-context.ts'
import { fail } from './safe-access.ts'
import { driveAsync, toIteratorObject } from './suspension-drivers.ts'

type AnyFunction = (...args: unknown[]) => unknown
type FunctionNode = ArrowFunctionExpression | FunctionExpression | FunctionDeclaration

/** The name under which a function scope holds its `this` (no identifier can be `this`). */
export const THIS_BINDING = 'this'

/** A new scope of a call: `this` (not for arrows, which see their parent's) and the parameters. */
function enterCall(
  node: FunctionNode,
  env: Environment,
  context: RunContext,
  self: AnyFunction,
  thisValue: unknown,
  args: unknown[],
): Environment {
  const scope = new Environment(env, true)
  if (node.type !== 'ArrowFunctionExpression') scope.declare(THIS_BINDING, thisValue, false)
  if (node.type === 'FunctionExpression' && node.id) scope.declare(node.id.name, self, true)
  node.params.forEach((param, index) => {
    const value = param.type === 'RestElement' ? args.slice(index) : args[index]
    const target = param.type === 'RestElement' ? param.argument : param
    destructure(target, value, scope, context, (binding, bound) => {
      if (binding.type !== 'Identifier') fail('Unsupported syntax: member expression parameter')
      scope.declare(binding.name, bound, true)
    })
  })
  return scope
}

/** Runs `run` one call deeper, within the depth limit. */
function deeper<T>(context: RunContext, run: () => T): T {
  context.step()
  if (context.depth >= context.maxDepth) fail('Maximum call depth exceeded')
  context.depth++
  try {
    return run()
  } finally {
    context.depth--
  }
}

/**
 * Turns a function node into a JavaScript function that interprets its body within the same
 * step budget. It is safe to hand to native array methods and to scope-provided functions.
 * A `function` sees the `this` it is called with (the object of a method call, else
 * undefined: the interpreter is strict); an arrow sees its parent's. An `async` function
 * returns a Promise, a generator function an iterator object (`next`, `return`, `throw`);
 * their bodies run in the suspendable interpreter, on the same step budget.
 */
export function createClosure(
  node: FunctionNode,
  env: Environment,
  context: RunContext,
): AnyFunction {
  if (node.async && node.generator) fail('Unsupported syntax: async generator function')
  const closure = function (this: unknown, ...args: unknown[]): unknown {
    if (node.async || node.generator) {
      const scope = deeper(context, () => enterCall(node, env, context, closure, this, args))
      const body = context.runSuspendable(node.body, scope)
      return node.async ? driveAsync(body, context) : toIteratorObject(body, context)
    }
    return deeper(context, () => {
      const scope = enterCall(node, env, context, closure, this, args)
      if (node.body.type === 'BlockStatement') return context.runBody(node.body.body, scope)
      return context.evaluate(node.body, scope)
    })
  }
  return closure
}
