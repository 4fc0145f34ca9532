/** Deeper than this, a value is not looked into: it counts as not plain. */
const MAX_DEPTH = 20

/**
 * Whether `value` is plain data, as JSON holds it: a string, a finite or other number, a
 * boolean, null or undefined, or an array or a plain object (prototype `Object` or none) of
 * such values, at most 20 levels deep. A bound block whose values are plain data is written as
 * HTML; anything else (a function, a class instance, a symbol) renders through React.
 */
export function isPlainData(value: unknown, depth = 0): boolean {
  switch (typeof value) {
    case 'string':
    case 'number':
    case 'boolean':
    case 'undefined':
      return true
    case 'object':
      break
    default:
      return false
  }
  if (value === null) return true
  if (depth >= MAX_DEPTH) return false
  if (Array.isArray(value)) return value.every((item) => isPlainData(item, depth + 1))
  const prototype: unknown = Object.getPrototypeOf(value)
  if (prototype !== Object.prototype && prototype !== null) return false
  for (const key in value) {
    if (!isPlainData((value as Record<string, unknown>)[key], depth + 1)) return false
  }
  return true
}
