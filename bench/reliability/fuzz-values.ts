/**
 * The hostile pieces the fuzzed requests are made of: deeply nested JSON, NUL characters,
 * percent-escapes that are not UTF-8 (or not escapes), names the query language must refuse,
 * and plain random JSON. Parameter values come out URL-encoded (ready to put after `=`), with
 * the malformed escapes left raw on purpose.
 * @module
 */
import fc from 'fast-check'

/**
 * Percent-escapes a lenient decoder must survive: bytes that are not UTF-8 (a lone `%FF`, an
 * overlong `%C0%80`, a surrogate `%ED%A0%80`, a cut sequence `%E2%82`), and escapes that are
 * not escapes (`%`, `%zz`). NUL (`%00`, refused in every URL) comes from {@link nulString}.
 */
export const BAD_ESCAPES: readonly string[] = [
  '%FF',
  '%C3%28',
  '%C0%80',
  '%E0%80%AF',
  '%ED%A0%80',
  '%E2%82',
  '%F8%88%80%80%80',
  '%',
  '%zz',
  '%%',
]

/** Names the query language refuses or treats specially, as parameter and path segments. */
export const HOSTILE_NAMES: readonly string[] = [
  '__proto__',
  'constructor',
  'prototype',
  '$where',
  '$expr',
  '',
  '.',
  '..',
  '[0]',
  'a'.repeat(300),
]

/** Operators of the query language (and a few it does not have). */
export const QUERY_OPERATORS: readonly string[] = [
  '$eq',
  '$ne',
  '$gt',
  '$gte',
  '$lt',
  '$lte',
  '$in',
  '$nin',
  '$exists',
  '$regex',
  '$options',
  '$elemMatch',
  '$and',
  '$or',
  '$not',
  '$nor',
  '$size',
  '$all',
  '$type',
  '$mod',
  '$text',
]

/** `depth` nested arrays (`[[[]]]`) or objects (`{"a":{"a":{}}}`) as JSON text. */
export function deepJsonText(depth: number, kind: 'array' | 'object'): string {
  return kind === 'array'
    ? `${'['.repeat(depth)}${']'.repeat(depth)}`
    : `${'{"a":'.repeat(depth)}{}${'}'.repeat(depth)}`
}

/** Deep JSON text: around the service's limits (64 for parameters, 256 for bodies) and far past. */
export function deepJson(maxDepth: number): fc.Arbitrary<string> {
  const depth = fc.oneof(
    fc.integer({ min: 60, max: 70 }),
    fc.integer({ min: 250, max: 260 }),
    fc.integer({ min: 1, max: maxDepth }),
  )
  return fc
    .tuple(depth, fc.constantFrom('array' as const, 'object' as const))
    .map(([d, kind]) => deepJsonText(d, kind))
}

/** A string with a NUL character somewhere (a value or a key). */
export const nulString: fc.Arbitrary<string> = fc
  .tuple(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }))
  .map(([head, tail]) => `${head}\u0000${tail}`)

/** A query operator object (`{"$regex":"(a+)+$","$options":"i"}`, `{"$in":[…]}`…) as JSON text. */
export const operatorJson: fc.Arbitrary<string> = fc
  .dictionary(fc.constantFrom(...QUERY_OPERATORS), fc.jsonValue({ maxDepth: 3 }), {
    minKeys: 1,
    maxKeys: 3,
  })
  .map((value) => JSON.stringify(value))

/** Inserts a raw malformed escape into already encoded text, at a random place. */
const withBadEscape = (encoded: fc.Arbitrary<string>): fc.Arbitrary<string> =>
  fc.tuple(encoded, fc.constantFrom(...BAD_ESCAPES), fc.nat()).map(([text, escape, at]) => {
    const index = text.length === 0 ? 0 : at % (text.length + 1)
    return `${text.slice(0, index)}${escape}${text.slice(index)}`
  })

/** A plain random value as text: JSON, a string, or a number-like word. */
const plainText: fc.Arbitrary<string> = fc.oneof(
  fc.json({ maxDepth: 3 }),
  fc.string({ maxLength: 20 }),
  fc.string({ unit: 'grapheme', maxLength: 10 }),
  fc.constantFrom('-1', '0', '1', '100', '101', '1e308', '-0', 'NaN', 'true', 'null', '[]', '{}'),
)

/** A URL-encoded parameter value: random, deep, NUL-bearing, an operator object, or malformed. */
export const paramValue: fc.Arbitrary<string> = fc.oneof(
  { weight: 20, arbitrary: plainText.map(encodeURIComponent) },
  { weight: 6, arbitrary: operatorJson.map(encodeURIComponent) },
  { weight: 4, arbitrary: deepJson(2000).map(encodeURIComponent) },
  { weight: 1, arbitrary: nulString.map(encodeURIComponent) },
  { weight: 4, arbitrary: withBadEscape(plainText.map(encodeURIComponent)) },
)

/** A URL-encoded path segment (a model name, an entry id), hostile or malformed at times. */
export const pathSegment: fc.Arbitrary<string> = fc.oneof(
  { weight: 8, arbitrary: fc.string({ minLength: 1, maxLength: 12 }).map(encodeURIComponent) },
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_NAMES).map(encodeURIComponent) },
  { weight: 1, arbitrary: nulString.map(encodeURIComponent) },
  { weight: 4, arbitrary: withBadEscape(fc.string({ maxLength: 6 }).map(encodeURIComponent)) },
)

/** A dotted path of a query, sort or fields parameter (`data.title`, `__proto__.x`…). */
export const dottedPath: fc.Arbitrary<string> = fc
  .array(
    fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom('data', 'title', 'urlPath', 'id', 'name', 'blocks') },
      { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_NAMES) },
      { weight: 1, arbitrary: fc.string({ maxLength: 6 }) },
    ),
    { minLength: 1, maxLength: 4 },
  )
  .map((segments) => segments.join('.'))
