import { ValidationError } from '../errors.ts'

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

/** `encodeURIComponent` that never throws: lone surrogates become U+FFFD first. */
function encodeComponent(text: string): string {
  return encodeURIComponent(text.replace(LONE_SURROGATE, '\uFFFD'))
}

function scalarToString(value: unknown): string | undefined {
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') {
    return String(value)
  }
  return undefined
}

function collect(
  value: unknown,
  name: string,
  pairs: Array<[string, string]>,
  ancestors: Set<object>,
): void {
  const scalar = scalarToString(value)
  if (scalar !== undefined) {
    if (name !== '') pairs.push([name, scalar])
    return
  }
  if (typeof value !== 'object' || value === null) return
  if (ancestors.has(value)) {
    throw new ValidationError(
      `Cannot build a query string from a circular object (at "${name || '(root)'}")`,
    )
  }
  ancestors.add(value)
  if (Array.isArray(value)) {
    for (const item of value) collect(item, name, pairs, ancestors)
  } else {
    for (const [key, child] of Object.entries(value)) {
      if (key === '') continue
      collect(child, name === '' ? key : `${name}.${key}`, pairs, ancestors)
    }
  }
  ancestors.delete(value)
}

/**
 * Flattens a nested object into `[name, value]` pairs with dotted names, not encoded, in the
 * object's own key order (JavaScript's order: integer-like keys first, then insertion order).
 *
 * - Strings, numbers, booleans and bigints become strings; `null`, `undefined`, functions and
 *   symbols are skipped, and so are empty keys.
 * - Arrays repeat their name (`{ a: ['x', 'y'] }` gives `a=x`, `a=y`); `parseQueryString`
 *   keeps the last one.
 * - Dots inside a key are kept, so `{ 'a.b': '1' }` and `{ a: { b: '1' } }` flatten alike.
 * - A circular object throws a `ValidationError`.
 * @example flattenQuery({ builder: { overrides: { page: 'abc' } } })
 * // [['builder.overrides.page', 'abc']]
 */
export function flattenQuery(query: Readonly<Record<string, unknown>>): Array<[string, string]> {
  const pairs: Array<[string, string]> = []
  collect(query, '', pairs, new Set())
  return pairs
}

/**
 * The reverse of `parseQueryString`: flattens `query` with {@link flattenQuery} and joins the
 * pairs as `name=value&…`, names and values encoded with `encodeURIComponent` (dots stay,
 * spaces are `%20`). No leading `?`; an empty object gives `''`. The round trip is exact for
 * string leaves under non-empty keys without dots, not starting with `builder_` at the top.
 * @example stringifyQueryString({ builder: { preview: 'page', tests: { abc: 'd e' } } })
 * // 'builder.preview=page&builder.tests.abc=d%20e'
 */
export function stringifyQueryString(query: Readonly<Record<string, unknown>>): string {
  return flattenQuery(query)
    .map(([name, value]) => `${encodeComponent(name)}=${encodeComponent(value)}`)
    .join('&')
}
