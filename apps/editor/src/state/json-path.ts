import type { JsonObject } from './doc-types.ts'

/** Names a path may not go through: they would reach an object's prototype. */
const FORBIDDEN = new Set(['__proto__', 'constructor', 'prototype'])

/** Thrown for an operation that does not fit the document (a bug or a stale message). */
export class InvalidOperationError extends Error {
  override name = 'InvalidOperationError'
}

function isContainer(value: unknown): value is JsonObject | unknown[] {
  return typeof value === 'object' && value !== null
}

/** `a.b.0` → `['a', 'b', '0']`. */
export function splitPath(path: string): string[] {
  return path === '' ? [] : path.split('.')
}

/** Throws when a segment could reach a prototype. */
export function assertSafePath(path: readonly string[]): void {
  for (const segment of path) {
    if (FORBIDDEN.has(segment))
      throw new InvalidOperationError(`Path segment "${segment}" is not allowed`)
  }
}

/** The value at `path`, or undefined. Only own properties are read. */
export function getIn(target: unknown, path: readonly string[]): unknown {
  let value = target
  for (const segment of path) {
    if (!isContainer(value) || !Object.hasOwn(value, segment)) return undefined
    value = (value as JsonObject)[segment]
  }
  return value
}

/** Whether `path` exists (an own property at every step). */
export function hasIn(target: unknown, path: readonly string[]): boolean {
  let value = target
  for (const segment of path) {
    if (!isContainer(value) || !Object.hasOwn(value, segment)) return false
    value = (value as JsonObject)[segment]
  }
  return true
}

/**
 * A copy of `target` with `value` at `path` (deleted when `value` is undefined); only the
 * containers along the path are copied. Missing containers are created as objects. In an array
 * only an existing element can be replaced (never deleted or added: that would shift the others
 * and make the change impossible to undo exactly; lists are set whole).
 */
export function setIn<T>(target: T, path: readonly string[], value: unknown): T {
  assertSafePath(path)
  if (path.length === 0) return value as T
  const [head, ...rest] = path as [string, ...string[]]
  const copy: JsonObject | unknown[] = Array.isArray(target)
    ? [...(target as unknown[])]
    : isContainer(target)
      ? { ...(target as JsonObject) }
      : {}
  const record = copy as JsonObject
  if (Array.isArray(copy)) {
    const index = Number(head)
    if (
      !/^(0|[1-9]\d*)$/.test(head) ||
      index >= copy.length ||
      (rest.length === 0 && value === undefined)
    ) {
      throw new InvalidOperationError(
        `Only existing elements of an array can be replaced (at "${head}")`,
      )
    }
  }
  if (rest.length === 0 && value === undefined) {
    delete record[head]
    return copy as T
  }
  const child = Object.hasOwn(record, head) ? record[head] : undefined
  if (rest.length > 0 && value === undefined && !isContainer(child)) return target
  record[head] = setIn(child, rest, value)
  return copy as T
}

/** A deep copy of JSON data (what is stored, sent and compared). */
export function cloneJson<T>(value: T): T {
  return value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T)
}
