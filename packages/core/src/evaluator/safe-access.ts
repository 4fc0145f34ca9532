/**
 * The base rules of the sandbox: which property names are never touched, which objects may be
 * written, and the size limits that keep author code from exhausting memory.
 * @module
 */

/**
 * Property names never read or written, whatever the object: they lead to prototypes, to
 * `Function` or to engine internals.
 */
export const DENIED_PROPERTIES: ReadonlySet<string> = new Set([
  '__proto__',
  'constructor',
  'prototype',
  '__defineGetter__',
  '__defineSetter__',
  '__lookupGetter__',
  '__lookupSetter__',
  'caller',
  'callee',
  'arguments',
])

/** Longest array author code may build or grow (elements). */
export const MAX_COLLECTION_LENGTH = 1_000_000
/** Longest string author code may build (UTF-16 code units). */
export const MAX_STRING_LENGTH = 10_000_000

/** A failure raised by the interpreter itself (a refusal, a limit, a runtime type error). */
export class InterpreterError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'InterpreterError'
  }
}

/** Throws an `InterpreterError`; typed `never` so TypeScript narrows after it. */
export function fail(message: string): never {
  throw new InterpreterError(message)
}

/** Refuses denied property names (reads and writes alike). */
export function assertAllowedProperty(key: string): void {
  if (DENIED_PROPERTIES.has(key)) fail(`Access to property "${key}" is not allowed`)
}

/** An object whose prototype is `Object.prototype` or `null` (object literals, JSON data). */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false
  const proto: unknown = Object.getPrototypeOf(value)
  return proto === Object.prototype || proto === null
}

/** Author code may write only to plain objects and arrays. */
export function isWritableObject(value: unknown): value is Record<string, unknown> {
  return Array.isArray(value) || isPlainObject(value)
}

const NAMESPACE_PROTOTYPE: object = Object.freeze(Object.create(null) as object)

/**
 * A frozen, read-only bag of safe members (`Math`, `JSON`…). Its own prototype makes it
 * non-plain, so author code can read it but never write to it.
 */
export function createNamespace(
  members: Record<string, unknown>,
): Readonly<Record<string, unknown>> {
  return Object.freeze(Object.assign(Object.create(NAMESPACE_PROTOTYPE) as object, members))
}

/** Converts a computed member key to a property name; symbols are refused. */
export function toPropertyKey(value: unknown): string {
  if (typeof value === 'string') return value
  if (typeof value === 'symbol') fail('Symbol keys are not allowed')
  return String(value)
}

const ARRAY_INDEX = /^(?:0|[1-9]\d*)$/

/** Whether `key` is a canonical array index (`'0'`, `'12'`). */
export function isArrayIndex(key: string): boolean {
  return ARRAY_INDEX.test(key)
}

/** Refuses arrays and strings beyond the size limits; returns the value unchanged. */
export function checkSize<T>(value: T): T {
  if (typeof value === 'string') {
    if (value.length > MAX_STRING_LENGTH) fail('String length limit exceeded')
  } else if (Array.isArray(value) && value.length > MAX_COLLECTION_LENGTH) {
    fail('Array length limit exceeded')
  }
  return value
}

/** A short description of a value's kind for error messages (`a string`, `a Date`…). */
export function describeValue(value: unknown): string {
  if (value === null) return 'null'
  if (value === undefined) return 'undefined'
  if (Array.isArray(value)) return 'an array'
  if (value instanceof Date) return 'a Date'
  if (typeof value === 'object') return isPlainObject(value) ? 'an object' : 'a non-plain object'
  return `a ${typeof value}`
}
