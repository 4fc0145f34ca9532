import { QueryParseError } from '../errors.ts'
import { parsePath } from './resolve-path.ts'

/** Request parameters: `URLSearchParams`, `[name, value]` pairs, or a record of values. */
export type QueryParamsInput =
  | Iterable<readonly [string, string]>
  | Readonly<Record<string, string | readonly string[] | undefined>>

/**
 * A parameter value as clients send it: JSON when it parses (`%22abc%22` → `'abc'`, `10` →
 * `10`, `{"$in":["a"]}` → an object), else the raw string (`abc` → `'abc'`).
 */
export function decodeQueryValue(raw: string): unknown {
  try {
    return JSON.parse(raw) as unknown
  } catch {
    return raw
  }
}

/** `[name, value]` pairs of any accepted input, in order. */
export function paramEntries(params: QueryParamsInput): Array<readonly [string, string]> {
  if (Symbol.iterator in params) return [...(params as Iterable<readonly [string, string]>)]
  const pairs: Array<readonly [string, string]> = []
  for (const [name, value] of Object.entries(params)) {
    if (typeof value === 'string') pairs.push([name, value])
    else if (Array.isArray(value)) for (const item of value as string[]) pairs.push([name, item])
  }
  return pairs
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function isOperatorRecord(value: unknown): value is Record<string, unknown> {
  return isRecord(value) && Object.keys(value).some((key) => key.startsWith('$'))
}

function addCondition(query: Record<string, unknown>, key: string, value: unknown): void {
  if (!key.startsWith('$')) parsePath(key)
  const existing = Object.hasOwn(query, key) ? query[key] : undefined
  // `query.price.$gt=1&query.price.$lt=9` → { price: { $gt: 1, $lt: 9 } }
  query[key] =
    isOperatorRecord(existing) && isOperatorRecord(value) ? { ...existing, ...value } : value
}

function fromJsonParam(raw: string): Record<string, unknown> {
  const parsed = decodeQueryValue(raw)
  if (!isRecord(parsed)) throw new QueryParseError('The query parameter must be a JSON object')
  return parsed
}

/**
 * Builds the query object of a content request from its parameters.
 *
 * - `query.<dotted.path>=<value>` → `{ 'dotted.path': value }`, the value JSON-decoded and
 *   falling back to the raw string (see {@link decodeQueryValue});
 * - operator segments in the name nest: `query.data.price.$gt=10` →
 *   `{ 'data.price': { $gt: 10 } }`, and several operators on one path merge;
 * - `query.$or=[...]` sets a query operator;
 * - a whole `query=<JSON object>` is accepted too, merged key by key.
 *
 * Other parameters are ignored. Names with `__proto__`, `constructor` or `prototype`
 * segments throw `QueryParseError`, as does a `query` parameter that is not a JSON object.
 * @example
 * parseQueryParams(new URLSearchParams('query.data.slug=%22a%22&limit=1'))
 * // { 'data.slug': 'a' }
 */
export function parseQueryParams(params: QueryParamsInput): Record<string, unknown> {
  const query: Record<string, unknown> = {}
  for (const [name, raw] of paramEntries(params)) {
    if (name === 'query') {
      for (const [key, value] of Object.entries(fromJsonParam(raw))) addCondition(query, key, value)
      continue
    }
    if (!name.startsWith('query.')) continue
    const segments = name.slice('query.'.length).split('.')
    const operatorAt = segments.findIndex((segment) => segment.startsWith('$'))
    if (operatorAt === 0 && segments.length > 1) {
      throw new QueryParseError(`Invalid query parameter "${name}"`)
    }
    if (operatorAt <= 0) {
      addCondition(query, segments.join('.'), decodeQueryValue(raw))
      continue
    }
    let value: unknown = decodeQueryValue(raw)
    for (const operator of segments.slice(operatorAt).reverse()) value = { [operator]: value }
    addCondition(query, segments.slice(0, operatorAt).join('.'), value)
  }
  return query
}
