/**
 * Which nodes contain an `await` or a `yield` of their own function (not of a nested one).
 * @module
 */

/** Node types whose `await`s and `yield`s belong to themselves, not to the code around them. */
const OWN_FUNCTION_TYPES: ReadonlySet<string> = new Set([
  'FunctionExpression',
  'FunctionDeclaration',
  'ArrowFunctionExpression',
  'ClassExpression',
  'ClassDeclaration',
])

const known = new WeakMap<object, boolean>()

/**
 * Whether `node` holds an `AwaitExpression` or `YieldExpression` outside nested functions and
 * classes: whether running it may suspend. Cached per node (parsed code is cached too).
 */
export function suspends(node: unknown): boolean {
  if (typeof node !== 'object' || node === null) return false
  const cached = known.get(node)
  if (cached !== undefined) return cached
  let result = false
  if (Array.isArray(node)) result = node.some(suspends)
  else {
    const type = (node as { type?: unknown }).type
    if (type === 'AwaitExpression' || type === 'YieldExpression') result = true
    else if (typeof type === 'string' && OWN_FUNCTION_TYPES.has(type)) result = false
    else {
      for (const key in node) {
        if (key !== 'type' && suspends((node as Record<string, unknown>)[key])) {
          result = true
          break
        }
      }
    }
  }
  known.set(node, result)
  return result
}
