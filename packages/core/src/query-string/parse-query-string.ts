import { QueryParseError } from '../errors.ts'

/**
 * Property names a query string may never create, in any segment of a key: assigning them
 * could reach `Object.prototype` in code that later merges the result into a plain object.
 */
export const FORBIDDEN_PROPERTY_NAMES: readonly string[] = ['__proto__', 'prototype', 'constructor']

/** A parsed query string: values are strings, dotted keys become nested objects. */
export interface ParsedQuery {
  [key: string]: string | ParsedQuery
}

/**
 * Throws a `QueryParseError` (`Property name "__proto__" is not allowed`) when `name` is one of
 * {@link FORBIDDEN_PROPERTY_NAMES}.
 */
export function assertAllowedPropertyName(name: string): void {
  if (FORBIDDEN_PROPERTY_NAMES.includes(name)) {
    throw new QueryParseError(`Property name "${name}" is not allowed`)
  }
}

/** An empty object without a prototype, so no key can reach `Object.prototype`. */
function createQueryObject(): ParsedQuery {
  return Object.create(null) as ParsedQuery
}

/** `+` is a space; malformed percent-encoding keeps the raw text instead of throwing. */
function decodeComponent(raw: string): string {
  const text = raw.replace(/\+/g, ' ')
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}

/** `builder_tests_abc` → `builder.tests.abc` (the underscore form some links use). */
function normalizeName(name: string): string {
  return name.startsWith('builder_') ? name.replace(/_/g, '.') : name
}

/** Objects win over scalars whatever the order; among scalars the later one wins. */
function setPath(root: ParsedQuery, path: readonly string[], value: string): void {
  let node = root
  for (const segment of path.slice(0, -1)) {
    const child = node[segment]
    if (typeof child === 'object') {
      node = child
    } else {
      const created = createQueryObject()
      node[segment] = created
      node = created
    }
  }
  const last = path[path.length - 1]
  if (last !== undefined && typeof node[last] !== 'object') node[last] = value
}

/**
 * Parses a query string (with or without the leading `?`) into nested objects: `a.b.c=1` gives
 * `{ a: { b: { c: '1' } } }`. Values stay strings.
 *
 * - Pairs split on `&`, name and value on the first `=`; a name without `=` gets `''`.
 * - `+` decodes to a space, then `decodeURIComponent` runs on the name and the value. When the
 *   percent-encoding is malformed (`%`, `%zz`, `%E0%A4%A`), that part is kept as raw text.
 * - A name starting with `builder_` has all its underscores turned into dots.
 * - Names are split on dots after decoding (so `%2E` splits too). Empty segments are dropped
 *   (`a..b` is `a.b`); a name with no segment left is skipped.
 * - Conflicts: an object wins over a string whatever the order (`a=1&a.b=2` and `a.b=2&a=1`
 *   both give `{ a: { b: '2' } }`); between two strings the later wins.
 * - Objects have a `null` prototype, and any segment equal to `__proto__`, `prototype` or
 *   `constructor`, in the name as written or after the `builder_` rewrite (and `__proto__`
 *   anywhere in a `builder_` name), throws a `QueryParseError` (`Property name "__proto__" is not allowed`).
 *   That is the only error this function throws.
 * @example parseQueryString('?builder.preview=page&builder_tests_abc=def')
 * // { builder: { preview: 'page', tests: { abc: 'def' } } }
 */
export function parseQueryString(query: string): ParsedQuery {
  const result = createQueryObject()
  const body = query.startsWith('?') ? query.slice(1) : query
  for (const pair of body.split('&')) {
    if (pair === '') continue
    const equals = pair.indexOf('=')
    const rawName = equals === -1 ? pair : pair.slice(0, equals)
    const rawValue = equals === -1 ? '' : pair.slice(equals + 1)
    const name = decodeComponent(rawName)
    // The deny list holds for both spellings: `builder_x.__proto__` and `builder_x___proto__`
    // lose their underscores below, so the name is checked as written too.
    name.split('.').forEach(assertAllowedPropertyName)
    if (name.startsWith('builder_') && name.includes('__proto__')) {
      assertAllowedPropertyName('__proto__')
    }
    const path = normalizeName(name)
      .split('.')
      .filter((segment) => segment !== '')
    if (path.length === 0) continue
    path.forEach(assertAllowedPropertyName)
    setPath(result, path, decodeComponent(rawValue))
  }
  return result
}
