import { compileQuery } from './compile-query.ts'

/**
 * Whether a document matches a Mongo-style query, the language of the content API's
 * `query.*` parameters.
 *
 * - Keys are dotted paths (`data.slug`); a path that meets an array goes on into every
 *   element, and a numeric segment picks one (`data.tags.0`). Only own properties are read;
 *   `__proto__`, `constructor` and `prototype` segments are refused.
 * - A plain value means equality; against an array it matches when the array equals it or
 *   holds it. `null` also matches a missing field.
 * - Field operators: `$eq $ne $gt $gte $lt $lte $in $nin $exists $regex` (+ `$options`
 *   `i m s u`) `$not $elemMatch $type`. Comparisons only hold between values of one type
 *   (numbers, strings, booleans).
 * - Query operators: `$and $or $nor` (non-empty arrays of queries) and `$not` (a query).
 * - `$regex` patterns run on RE2 (linear time, no backreferences or lookarounds) and are
 *   limited in length (see `compileSafeRegex`).
 *
 * Anything else — an unknown operator, a malformed operand — throws `QueryParseError`. To test
 * many documents against one query, compile it once with `compileQuery`.
 * @example
 * matchesQuery(entry, { 'data.tags': { $in: ['news'] }, 'data.price': { $lt: 10 } })
 */
export function matchesQuery(doc: unknown, query: Record<string, unknown>): boolean {
  return compileQuery(query)(doc)
}
