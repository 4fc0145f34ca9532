/**
 * A deep copy of the plain objects and arrays in `value`; anything else (functions, dates,
 * class instances) is kept by reference. Cycles are kept as references to the copy.
 */
export function clonePlain<T>(value: T, seen: Map<object, unknown> = new Map()): T {
  if (typeof value !== 'object' || value === null) return value
  const existing = seen.get(value)
  if (existing !== undefined) return existing as T
  if (Array.isArray(value)) {
    const copy: unknown[] = []
    seen.set(value, copy)
    for (const item of value) copy.push(clonePlain(item, seen))
    return copy as T
  }
  const proto: unknown = Object.getPrototypeOf(value)
  if (proto !== Object.prototype && proto !== null) return value
  const copy: Record<string, unknown> = {}
  seen.set(value, copy)
  for (const [key, item] of Object.entries(value)) copy[key] = clonePlain(item, seen)
  return copy as T
}
