import { ValidationError } from '@tessera/core'

/**
 * Flattening of nested option objects into dotted query parameters, the way the content API
 * reads them (`sort.data.date=-1`, `query.data.tags={"$in":["a"]}`).
 * @module
 */

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false
  const proto: unknown = Object.getPrototypeOf(value)
  return proto === Object.prototype || proto === null
}

/**
 * Flattens plain objects into `prefix.a.b` keys. Arrays, `Date`s and other values are leaves;
 * `undefined` leaves are dropped. With `stopAtOperators`, an object with a key starting with `$`
 * (a Mongo-style operator such as `$in`) is kept whole as a leaf.
 * @example flattenObject({ data: { tags: { $in: ['a'] } } }, 'query', { stopAtOperators: true })
 * // → { 'query.data.tags': { $in: ['a'] } }
 */
export function flattenObject(
  value: Record<string, unknown>,
  prefix = '',
  options: { stopAtOperators?: boolean } = {},
): Record<string, unknown> {
  const result: Record<string, unknown> = {}
  const visit = (node: unknown, path: string, seen: readonly object[]) => {
    const isBranch =
      isPlainObject(node) &&
      !(options.stopAtOperators && Object.keys(node).some((key) => key.startsWith('$')))
    if (seen.includes(node as object)) return // a cycle: nothing sensible to send
    if (!isBranch) {
      if (node !== undefined && path !== '') result[path] = node
      return
    }
    for (const [key, child] of Object.entries(node)) {
      visit(child, path === '' ? key : `${path}.${key}`, [...seen, node])
    }
  }
  visit(value, prefix, [])
  return result
}

/**
 * A query parameter value: strings as they are with `json: false`, everything else as JSON.
 * @throws ValidationError when the value cannot be written as JSON (a cycle, a BigInt).
 */
export function toParamValue(name: string, value: unknown, options: { json: boolean }): string {
  if (typeof value === 'string' && !options.json) return value
  try {
    return JSON.stringify(value) ?? String(value)
  } catch (cause) {
    const reason = cause instanceof Error ? cause.message : String(cause)
    throw new ValidationError(
      `Invalid option "${name}": its value cannot be sent as JSON (${reason})`,
      {
        cause,
      },
    )
  }
}
