/**
 * The only globals author code can see. Each is our own wrapper or a harmless native function;
 * namespaces are frozen and read-only. Nothing here leads to `Function` or `globalThis`.
 * @module
 */
import { assertAllowedProperty, createNamespace, fail, isWritableObject } from './safe-access.ts'

type AnyFunction = (...args: unknown[]) => unknown

/** `Date`: only `new Date(...)` (handled by the interpreter), plus `Date.now/parse/UTC`. */
export const SAFE_DATE: AnyFunction = () => fail('Date must be called with new')

/** `Object.assign`, limited to plain-object and array targets and allowed property names. */
export const SAFE_OBJECT_ASSIGN = (target: unknown, ...sources: unknown[]): unknown => {
  if (!isWritableObject(target)) fail('Object.assign only writes to plain objects and arrays')
  for (const source of sources) {
    if (source === null || source === undefined) continue
    const record = source as Record<string, unknown>
    for (const key of Object.keys(record)) {
      assertAllowedProperty(key)
      target[key] = record[key]
    }
  }
  return target
}

const SAFE_NUMBER: AnyFunction = (...args) => (args.length === 0 ? 0 : Number(args[0]))
const SAFE_STRING: AnyFunction = (...args) => (args.length === 0 ? '' : String(args[0]))
const SAFE_BOOLEAN: AnyFunction = (value) => Boolean(value)

const MATH = createNamespace(
  Object.fromEntries(
    Object.getOwnPropertyNames(Math).map((name) => [
      name,
      (Math as unknown as Record<string, unknown>)[name],
    ]),
  ),
)

/**
 * Members readable on the safe global functions (`Number.isInteger`, `Date.now`…). Other
 * properties of functions are never readable.
 */
export const FUNCTION_MEMBERS: ReadonlyMap<unknown, Readonly<Record<string, unknown>>> = new Map<
  unknown,
  Readonly<Record<string, unknown>>
>([
  [
    SAFE_NUMBER,
    createNamespace({
      isInteger: Number.isInteger,
      isFinite: Number.isFinite,
      isNaN: Number.isNaN,
      isSafeInteger: Number.isSafeInteger,
      parseFloat: Number.parseFloat,
      parseInt: Number.parseInt,
      MAX_SAFE_INTEGER: Number.MAX_SAFE_INTEGER,
      MIN_SAFE_INTEGER: Number.MIN_SAFE_INTEGER,
      MAX_VALUE: Number.MAX_VALUE,
      MIN_VALUE: Number.MIN_VALUE,
      EPSILON: Number.EPSILON,
      POSITIVE_INFINITY: Number.POSITIVE_INFINITY,
      NEGATIVE_INFINITY: Number.NEGATIVE_INFINITY,
      NaN: Number.NaN,
    }),
  ],
  [SAFE_STRING, createNamespace({ fromCharCode: String.fromCharCode })],
  [SAFE_DATE, createNamespace({ now: Date.now, parse: Date.parse, UTC: Date.UTC })],
])

/** Every global name author code can resolve, and its value. */
export const SAFE_GLOBALS: ReadonlyMap<string, unknown> = new Map<string, unknown>([
  ['undefined', undefined],
  ['NaN', Number.NaN],
  ['Infinity', Number.POSITIVE_INFINITY],
  ['Math', MATH],
  [
    'JSON',
    createNamespace({
      parse: (text: unknown, reviver?: unknown) =>
        JSON.parse(String(text), reviver as Parameters<typeof JSON.parse>[1]) as unknown,
      stringify: (value: unknown, replacer?: unknown, space?: unknown) =>
        JSON.stringify(value, replacer as (number | string)[], space as number),
    }),
  ],
  ['Number', SAFE_NUMBER],
  ['String', SAFE_STRING],
  ['Boolean', SAFE_BOOLEAN],
  ['Date', SAFE_DATE],
  ['parseInt', Number.parseInt],
  ['parseFloat', Number.parseFloat],
  ['isNaN', isNaN],
  ['isFinite', isFinite],
  ['Array', createNamespace({ isArray: Array.isArray })],
  [
    'Object',
    createNamespace({
      keys: Object.keys,
      values: Object.values,
      entries: Object.entries,
      fromEntries: Object.fromEntries,
      assign: SAFE_OBJECT_ASSIGN,
    }),
  ],
  ['encodeURIComponent', encodeURIComponent],
  ['decodeURIComponent', decodeURIComponent],
  ['encodeURI', encodeURI],
  ['decodeURI', decodeURI],
  [
    'console',
    createNamespace({
      log: (...args: unknown[]) => console.log(...args),
      info: (...args: unknown[]) => console.info(...args),
      warn: (...args: unknown[]) => console.warn(...args),
      error: (...args: unknown[]) => console.error(...args),
    }),
  ],
])
