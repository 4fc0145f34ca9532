/**
 * Reading, writing and deleting properties under the sandbox rules: denied names are refused,
 * only own properties of objects are read (plus allow-listed methods, string indices and
 * `length`), functions expose only the members of the safe globals, and only plain objects and
 * arrays are written.
 * @module
 */
import {
  MAX_COLLECTION_LENGTH,
  assertAllowedProperty,
  describeValue,
  fail,
  isArrayIndex,
  isWritableObject,
} from './safe-access.ts'
import { FUNCTION_MEMBERS } from './safe-globals.ts'
import { callSafeMethod, hasSafeMethod } from './safe-methods.ts'

/** The safe member `key` of a function (`Number.isInteger`), or undefined. */
export function functionMember(target: unknown, key: string): unknown {
  const members = FUNCTION_MEMBERS.get(target)
  return members !== undefined && Object.hasOwn(members, key) ? members[key] : undefined
}

/** `target[key]` under the sandbox rules. */
export function readMember(target: unknown, key: string): unknown {
  assertAllowedProperty(key)
  if (target === null || target === undefined) {
    fail(`Cannot read properties of ${String(target)} (reading "${key}")`)
  }
  switch (typeof target) {
    case 'object':
      if (Object.hasOwn(target, key)) return (target as Record<string, unknown>)[key]
      break
    case 'function':
      return functionMember(target, key)
    case 'string':
      if (key === 'length') return target.length
      if (isArrayIndex(key)) return target[Number(key)]
      break
    default:
      break
  }
  // An allow-listed method read without a call (`const f = list.map`) becomes a bound wrapper.
  if (hasSafeMethod(target, key)) {
    return (...args: unknown[]) => callSafeMethod(target, key, args)
  }
  return undefined
}

/** `target[key] = value` under the sandbox rules (plain objects and arrays only). */
export function writeMember(target: unknown, key: string, value: unknown): void {
  assertAllowedProperty(key)
  if (target === null || target === undefined) {
    fail(`Cannot set properties of ${String(target)} (setting "${key}")`)
  }
  if (!isWritableObject(target)) fail(`Cannot write property "${key}" of ${describeValue(target)}`)
  if (Array.isArray(target)) {
    const length = key === 'length' ? Number(value) : isArrayIndex(key) ? Number(key) + 1 : 0
    if (length > MAX_COLLECTION_LENGTH) fail('Array length limit exceeded')
  }
  target[key] = value
}

/** `delete target[key]` under the sandbox rules. */
export function deleteMember(target: unknown, key: string): boolean {
  assertAllowedProperty(key)
  if (target === null || target === undefined) {
    fail(`Cannot delete properties of ${String(target)} (deleting "${key}")`)
  }
  if (!isWritableObject(target)) fail(`Cannot delete property "${key}" of ${describeValue(target)}`)
  return delete target[key]
}

/** The elements of a spread (`...value`) in an array literal or call: arrays and strings only. */
export function spreadValues(value: unknown): unknown[] {
  if (Array.isArray(value)) return value
  if (typeof value === 'string') return Array.from(value)
  return fail(`Cannot spread ${describeValue(value)} (only arrays and strings are iterable)`)
}
