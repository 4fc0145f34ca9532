import type { QueryRule } from '../types/entry.ts'
import type { UserAttributes } from '../types/user-attributes.ts'
import { matchesPattern } from './matches-pattern.ts'
import { normalizeUrlPath, stripTrailingSlashes } from './normalize-url-path.ts'

const NUMERIC = /^\s*[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?\s*$/i

/** A finite number, or a string that is entirely a decimal number; else `undefined`. */
function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined
  if (typeof value === 'string' && NUMERIC.test(value)) return Number(value)
  return undefined
}

/**
 * Equality of an attribute and a rule value. Strict equality, plus two coercions for values
 * that went through a URL or a text field: a boolean equals the string `'true'`/`'false'`, and
 * a number equals a numeric string (`3` and `'3.0'`). Strings compare case-sensitively.
 */
function isEqual(attribute: unknown, value: unknown): boolean {
  if (attribute === value) return true
  if (typeof attribute === 'boolean' && typeof value === 'string')
    return String(attribute) === value
  if (typeof value === 'boolean' && typeof attribute === 'string')
    return String(value) === attribute
  if (typeof attribute === 'number' || typeof value === 'number') {
    const a = toNumber(attribute)
    const b = toNumber(value)
    return a !== undefined && a === b
  }
  return false
}

/** Text form of a primitive attribute for the string operators; objects have none. */
function toText(value: unknown): string | undefined {
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  return undefined
}

function compareNumbers(
  attribute: unknown,
  value: unknown,
  test: (a: number, b: number) => boolean,
) {
  const a = toNumber(attribute)
  const b = toNumber(value)
  return a !== undefined && b !== undefined && test(a, b)
}

function compare(attribute: unknown, operator: string, value: unknown): boolean {
  // An array attribute (tags, segments) matches when it holds the value, whatever the operator.
  if (Array.isArray(attribute)) return attribute.some((item) => isEqual(item, value))
  if (attribute === undefined || attribute === null) return operator === 'isNot'
  const text = toText(attribute)
  switch (operator) {
    case 'is':
      return isEqual(attribute, value)
    case 'isNot':
      return !isEqual(attribute, value)
    case 'contains':
      return text !== undefined && text.includes(String(value))
    case 'startsWith':
      return text !== undefined && text.startsWith(String(value))
    case 'endsWith':
      return text !== undefined && text.endsWith(String(value))
    case 'matches':
      return text !== undefined && matchesPattern(text, String(value))
    case 'greaterThan':
      return compareNumbers(attribute, value, (a, b) => a > b)
    case 'lessThan':
      return compareNumbers(attribute, value, (a, b) => a < b)
    case 'greaterThanOrEqualTo':
      return compareNumbers(attribute, value, (a, b) => a >= b)
    case 'lessThanOrEqualTo':
      return compareNumbers(attribute, value, (a, b) => a <= b)
    default:
      return false
  }
}

function normalizeRuleUrlPath(value: unknown): unknown {
  if (typeof value === 'string') return stripTrailingSlashes(value)
  if (Array.isArray(value)) return value.map(normalizeRuleUrlPath)
  return value
}

/**
 * Whether one targeting rule holds for a visitor.
 *
 * - A rule without `property` or `operator` (or that is not an object) holds.
 * - An array rule `value` holds when any element does; for `isNot`, when every element does.
 * - An array attribute holds when it includes the value, whatever the operator (as in
 *   Builder's SDKs, so `isNot` on an array attribute also means "includes").
 * - A missing (`undefined`/`null`) attribute: `isNot` holds, every other operator fails.
 * - `is`/`isNot`: strict equality, plus boolean ↔ `'true'`/`'false'` and number ↔ numeric
 *   string.
 * - `contains`/`startsWith`/`endsWith`: on the text of a string, number or boolean attribute,
 *   against `String(value)`; object attributes fail.
 * - `matches` (Tessera's, unknown to Builder's SDKs): the text against a wildcard pattern
 *   (`*` within a path segment, `**` across segments; see `matchesPattern`).
 * - `greaterThan`/`lessThan`/`…OrEqualTo`: both sides must be numbers or numeric strings,
 *   else the rule fails.
 * - Unknown operators fail.
 * - `urlPath`: trailing slashes are removed from the rule value (except `/`), and the visitor's
 *   path goes through {@link normalizeUrlPath}, so `/about/` and `/about?x=1` match `/about`.
 */
export function matchesQueryRule(rule: QueryRule, userAttributes: UserAttributes): boolean {
  if (rule === null || typeof rule !== 'object') return true
  const { property, operator } = rule
  if (!property || !operator || typeof property !== 'string' || typeof operator !== 'string') {
    return true
  }
  // Own keys only: a rule on `constructor` must not read Object.prototype.
  let attribute: unknown = Object.hasOwn(userAttributes, property)
    ? userAttributes[property]
    : undefined
  let value: unknown = rule.value
  if (property === 'urlPath') {
    if (typeof attribute === 'string') attribute = normalizeUrlPath(attribute)
    value = normalizeRuleUrlPath(value)
  }
  if (Array.isArray(value)) {
    return operator === 'isNot'
      ? value.every((item) => compare(attribute, operator, item))
      : value.some((item) => compare(attribute, operator, item))
  }
  return compare(attribute, operator, value)
}
