import { FORBIDDEN_PROPERTY_NAMES, ValidationError } from '@tessera/core'

type Container = Record<string, unknown> | unknown[]

const ARRAY_INDEX = /^(?:0|[1-9]\d*)$/

/** Throws when a path segment could reach a prototype (`__proto__`, `constructor`, `prototype`). */
export function assertSafePath(path: readonly string[]): void {
  for (const segment of path) {
    if (FORBIDDEN_PROPERTY_NAMES.includes(segment)) {
      throw new ValidationError(`Property name "${segment}" is not allowed`)
    }
  }
}

function isContainer(value: unknown): value is Container {
  return typeof value === 'object' && value !== null
}

function copyOf(value: unknown, nextKey: string | undefined): Container {
  if (Array.isArray(value)) return [...value]
  if (isContainer(value)) return { ...value }
  return nextKey !== undefined && ARRAY_INDEX.test(nextKey) ? [] : {}
}

/**
 * Returns a copy of `target` with `value` at `path`; only the objects along the path are
 * copied, so untouched branches keep their identity. Missing objects are created (an array
 * when the next segment is an index). `path` `[]` returns `value`.
 * @throws ValidationError when a segment is `__proto__`, `constructor` or `prototype`
 * @example
 * setIn({ a: { b: 1 } }, ['a', 'c'], 2) // { a: { b: 1, c: 2 } }
 */
export function setIn<T>(target: T, path: readonly string[], value: unknown): T {
  assertSafePath(path)
  if (path.length === 0) return value as T
  const [head, ...rest] = path as [string, ...string[]]
  const copy = copyOf(target, head)
  const current = (copy as Record<string, unknown>)[head]
  ;(copy as Record<string, unknown>)[head] = setIn(current, rest, value)
  return copy as T
}

/** `target` read along `path` (own properties only); undefined when a step is missing. */
export function getIn(target: unknown, path: readonly string[]): unknown {
  let value = target
  for (const segment of path) {
    if (!isContainer(value) || !Object.hasOwn(value, segment)) return undefined
    value = (value as Record<string, unknown>)[segment]
  }
  return value
}
