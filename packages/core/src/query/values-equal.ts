/**
 * Structural equality of JSON-like values: same primitives (`NaN` equals `NaN`), arrays with
 * equal elements in order, objects with the same own keys (in any order) and equal values.
 */
export function valuesEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b) || a === b) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false
    return a.every((element, index) => valuesEqual(element, b[index]))
  }
  const left = a as Record<string, unknown>
  const right = b as Record<string, unknown>
  const keys = Object.keys(left)
  if (keys.length !== Object.keys(right).length) return false
  return keys.every((key) => Object.hasOwn(right, key) && valuesEqual(left[key], right[key]))
}

/** Mongo's type brackets: numbers compare with numbers, strings with strings, and so on. */
export function compareValues(a: unknown, b: unknown): number | undefined {
  if (typeof a === 'number' && typeof b === 'number') {
    return Number.isNaN(a) || Number.isNaN(b) ? undefined : a - b
  }
  if (typeof a === 'string' && typeof b === 'string') return a < b ? -1 : a > b ? 1 : 0
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b)
  return undefined
}
