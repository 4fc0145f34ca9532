/**
 * The methods author code may call on strings, numbers, booleans, arrays, Dates, Promises and
 * plain objects. Everything else on a built-in prototype is refused.
 * @module
 */
import { MAX_STRING_LENGTH, checkSize, fail, isPlainObject } from './safe-access.ts'

type NativeMethod = (this: unknown, ...args: unknown[]) => unknown

const STRING_METHODS: ReadonlySet<string> = new Set([
  'toUpperCase',
  'toLowerCase',
  'trim',
  'trimStart',
  'trimEnd',
  'includes',
  'startsWith',
  'endsWith',
  'indexOf',
  'lastIndexOf',
  'slice',
  'substring',
  'split',
  'replace',
  'replaceAll',
  'padStart',
  'padEnd',
  'repeat',
  'charAt',
  'charCodeAt',
  'codePointAt',
  'at',
  'concat',
  'toString',
  'valueOf',
  'localeCompare',
  'normalize',
])

const NUMBER_METHODS: ReadonlySet<string> = new Set([
  'toFixed',
  'toString',
  'toPrecision',
  'valueOf',
])
const BOOLEAN_METHODS: ReadonlySet<string> = new Set(['toString', 'valueOf'])

const ARRAY_METHODS: ReadonlySet<string> = new Set([
  'map',
  'filter',
  'find',
  'findIndex',
  'findLast',
  'findLastIndex',
  'some',
  'every',
  'reduce',
  'reduceRight',
  'includes',
  'indexOf',
  'lastIndexOf',
  'join',
  'slice',
  'concat',
  'flat',
  'flatMap',
  'forEach',
  'sort',
  'reverse',
  'push',
  'pop',
  'shift',
  'unshift',
  'splice',
  'fill',
  'at',
])

/** Array methods that change the array they are called on. */
export const MUTATING_ARRAY_METHODS: ReadonlySet<string> = new Set([
  'sort',
  'reverse',
  'push',
  'pop',
  'shift',
  'unshift',
  'splice',
  'fill',
])

/** Promises (of async functions, of `fetch` given in scope): their callbacks are interpreted. */
const PROMISE_METHODS: ReadonlySet<string> = new Set(['then', 'catch', 'finally'])

const DATE_FIELDS = ['FullYear', 'Month', 'Date', 'Hours', 'Minutes', 'Seconds', 'Milliseconds']
const DATE_METHODS: ReadonlySet<string> = new Set([
  ...DATE_FIELDS.flatMap((field) => [
    `get${field}`,
    `getUTC${field}`,
    `set${field}`,
    `setUTC${field}`,
  ]),
  'getDay',
  'getUTCDay',
  'getTime',
  'setTime',
  'getTimezoneOffset',
  'toISOString',
  'toJSON',
  'valueOf',
])

/** Own-implemented methods of plain objects (nothing is taken from `Object.prototype`). */
const OBJECT_METHODS: Readonly<Record<string, NativeMethod>> = {
  hasOwnProperty(this: unknown, key: unknown) {
    return Object.hasOwn(this as object, key as PropertyKey)
  },
}

/** Checks run before string methods that can allocate large strings. */
const STRING_LIMITS: Readonly<Record<string, (target: string, args: unknown[]) => void>> = {
  repeat: (target, args) => {
    if (target.length * Number(args[0]) > MAX_STRING_LENGTH) fail('String length limit exceeded')
  },
  padStart: (_target, args) => {
    if (Number(args[0]) > MAX_STRING_LENGTH) fail('String length limit exceeded')
  },
  padEnd: (_target, args) => {
    if (Number(args[0]) > MAX_STRING_LENGTH) fail('String length limit exceeded')
  },
}

function nativeMethod(target: unknown, name: string): NativeMethod | undefined {
  switch (typeof target) {
    case 'string':
      return STRING_METHODS.has(name) ? lookup(String.prototype, name) : undefined
    case 'number':
      return NUMBER_METHODS.has(name) ? lookup(Number.prototype, name) : undefined
    case 'boolean':
      return BOOLEAN_METHODS.has(name) ? lookup(Boolean.prototype, name) : undefined
    case 'object':
      if (Array.isArray(target))
        return ARRAY_METHODS.has(name) ? lookup(Array.prototype, name) : undefined
      if (target instanceof Date)
        return DATE_METHODS.has(name) ? lookup(Date.prototype, name) : undefined
      if (target instanceof Promise)
        return PROMISE_METHODS.has(name) ? lookup(Promise.prototype, name) : undefined
      if (isPlainObject(target) && Object.hasOwn(OBJECT_METHODS, name)) return OBJECT_METHODS[name]
      return undefined
    default:
      return undefined
  }
}

function lookup(proto: object, name: string): NativeMethod {
  return (proto as Record<string, NativeMethod>)[name] as NativeMethod
}

/** Whether `name` is an allow-listed method of `target`'s type. */
export function hasSafeMethod(target: unknown, name: string): boolean {
  return nativeMethod(target, name) !== undefined
}

/**
 * Calls the allow-listed method `name` on `target` with the arguments as given (callbacks are
 * interpreted functions or scope-provided ones). Refuses anything not on the allow list.
 */
export function callSafeMethod(target: unknown, name: string, args: unknown[]): unknown {
  const method = nativeMethod(target, name)
  if (method === undefined) return refuseMethod(target, name)
  if (typeof target === 'string') STRING_LIMITS[name]?.(target, args)
  return checkSize(method.apply(target, args))
}

/**
 * Throws the error for a method that cannot be called: "not allowed" when the built-in type
 * has it, "not a function" otherwise.
 */
export function refuseMethod(target: unknown, name: string): never {
  if (target !== null && target !== undefined && name in Object(target)) {
    fail(`Method "${name}" is not allowed on ${kindOf(target)}`)
  }
  fail(`${name} is not a function`)
}

function kindOf(target: unknown): string {
  if (Array.isArray(target)) return 'arrays'
  if (target instanceof Date) return 'Dates'
  if (typeof target === 'object') return 'objects'
  return `${typeof target}s`
}
