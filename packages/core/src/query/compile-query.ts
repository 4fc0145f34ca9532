import { QueryParseError } from '../errors.ts'
import { describeValue } from '../validate/describe-value.ts'
import { MISSING, parsePath, resolvePath } from './resolve-path.ts'
import { compileSafeRegex } from './safe-regex.ts'
import { compareValues, valuesEqual } from './values-equal.ts'

/** Tests one document against a compiled query. */
export type QueryPredicate = (doc: unknown) => boolean

/** Tests the values a path reached in a document (see `resolvePath`). */
type ValuesPredicate = (values: readonly unknown[]) => boolean

/** Deepest nesting of `$and`/`$or`/`$nor`/`$not`/`$elemMatch` accepted. */
export const MAX_QUERY_DEPTH = 16

const TYPE_NAMES = ['string', 'number', 'bool', 'boolean', 'object', 'array', 'null'] as const

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Each value, and each element of each array value (Mongo matches either). */
function expand(values: readonly unknown[]): unknown[] {
  return values.flatMap((value) => (Array.isArray(value) ? [value, ...value] : [value]))
}

function equalsAny(expected: unknown): ValuesPredicate {
  if (expected === null) {
    return (values) => expand(values).some((value) => value === null || value === MISSING)
  }
  return (values) => expand(values).some((value) => valuesEqual(value, expected))
}

/** Whether `condition` is an operator object (`{ $gt: 1 }`) rather than a literal to equal. */
function isOperatorObject(condition: unknown, path: string): condition is Record<string, unknown> {
  if (!isRecord(condition)) return false
  const keys = Object.keys(condition)
  const operators = keys.filter((key) => key.startsWith('$'))
  if (operators.length === 0) return false
  if (operators.length !== keys.length) {
    throw new QueryParseError(`Cannot mix operators and fields in the condition on "${path}"`)
  }
  return true
}

function needArray(operator: string, value: unknown): unknown[] {
  if (!Array.isArray(value)) throw new QueryParseError(`${operator} needs an array`)
  return value
}

function compare(expected: unknown, test: (order: number) => boolean): ValuesPredicate {
  return (values) =>
    expand(values).some((value) => {
      const order = compareValues(value, expected)
      return order !== undefined && test(order)
    })
}

function hasType(name: unknown): ValuesPredicate {
  if (typeof name !== 'string' || !(TYPE_NAMES as readonly string[]).includes(name)) {
    throw new QueryParseError(`Invalid $type ${describeValue(name)}: use ${TYPE_NAMES.join(', ')}`)
  }
  const test = (value: unknown): boolean => {
    if (name === 'array') return Array.isArray(value)
    if (name === 'null') return value === null
    if (name === 'object') return isRecord(value)
    if (name === 'bool' || name === 'boolean') return typeof value === 'boolean'
    return typeof value === name
  }
  return (values) => (name === 'array' ? values : expand(values)).some(test)
}

function compileElemMatch(condition: unknown, depth: number): ValuesPredicate {
  if (!isRecord(condition)) throw new QueryParseError('$elemMatch needs an object')
  let matches: QueryPredicate
  if (isOperatorObject(condition, '$elemMatch')) {
    const test = compileOperators(condition, '$elemMatch', depth + 1)
    matches = (element) => test([element])
  } else {
    matches = compileQueryObject(condition, depth + 1)
  }
  return (values) => values.some((value) => Array.isArray(value) && value.some(matches))
}

function compileOperator(
  operator: string,
  operand: unknown,
  all: Record<string, unknown>,
  path: string,
  depth: number,
): ValuesPredicate | undefined {
  switch (operator) {
    case '$eq':
      return equalsAny(operand)
    case '$ne': {
      const equals = equalsAny(operand)
      return (values) => !equals(values)
    }
    case '$gt':
      return compare(operand, (order) => order > 0)
    case '$gte':
      return compare(operand, (order) => order >= 0)
    case '$lt':
      return compare(operand, (order) => order < 0)
    case '$lte':
      return compare(operand, (order) => order <= 0)
    case '$in': {
      const tests = needArray('$in', operand).map(equalsAny)
      return (values) => tests.some((test) => test(values))
    }
    case '$nin': {
      const tests = needArray('$nin', operand).map(equalsAny)
      return (values) => !tests.some((test) => test(values))
    }
    case '$exists':
      return operand
        ? (values) => values.some((value) => value !== MISSING)
        : (values) => values.every((value) => value === MISSING)
    case '$regex': {
      const regex = compileSafeRegex(operand, all.$options ?? '')
      return (values) =>
        expand(values).some((value) => typeof value === 'string' && regex.test(value))
    }
    case '$options':
      if (!('$regex' in all)) throw new QueryParseError('$options needs $regex')
      return undefined
    case '$not': {
      const inner = isOperatorObject(operand, path)
        ? compileOperators(operand, path, depth + 1)
        : equalsAny(operand)
      return (values) => !inner(values)
    }
    case '$elemMatch':
      return compileElemMatch(operand, depth)
    case '$type':
      return hasType(operand)
    default:
      throw new QueryParseError(`Unknown query operator "${operator}"`)
  }
}

function compileOperators(
  operators: Record<string, unknown>,
  path: string,
  depth: number,
): ValuesPredicate {
  if (depth > MAX_QUERY_DEPTH) throw new QueryParseError('Query is nested too deeply')
  const tests: ValuesPredicate[] = []
  for (const [operator, operand] of Object.entries(operators)) {
    const test = compileOperator(operator, operand, operators, path, depth)
    if (test) tests.push(test)
  }
  return (values) => tests.every((test) => test(values))
}

function compileLogical(operator: string, operand: unknown, depth: number): QueryPredicate {
  if (operator === '$not') {
    const inner = compileQueryObject(operand, depth + 1)
    return (doc) => !inner(doc)
  }
  if (operator !== '$and' && operator !== '$or' && operator !== '$nor') {
    throw new QueryParseError(`Unknown query operator "${operator}"`)
  }
  if (!Array.isArray(operand) || operand.length === 0) {
    throw new QueryParseError(`${operator} needs a non-empty array of queries`)
  }
  const parts = operand.map((part) => compileQueryObject(part, depth + 1))
  if (operator === '$and') return (doc) => parts.every((part) => part(doc))
  if (operator === '$or') return (doc) => parts.some((part) => part(doc))
  return (doc) => !parts.some((part) => part(doc))
}

function compileQueryObject(query: unknown, depth: number): QueryPredicate {
  if (depth > MAX_QUERY_DEPTH) throw new QueryParseError('Query is nested too deeply')
  if (!isRecord(query)) throw new QueryParseError('A query must be an object')
  const tests: QueryPredicate[] = []
  for (const [key, condition] of Object.entries(query)) {
    if (key.startsWith('$')) {
      tests.push(compileLogical(key, condition, depth))
      continue
    }
    const segments = parsePath(key)
    const matches = isOperatorObject(condition, key)
      ? compileOperators(condition, key, depth + 1)
      : equalsAny(condition)
    tests.push((doc) => matches(resolvePath(doc, segments)))
  }
  return (doc) => tests.every((test) => test(doc))
}

/**
 * Validates a Mongo-style query once and returns a predicate to test many documents with.
 * See {@link matchesQuery} for the language. Throws `QueryParseError` on a bad query.
 */
export function compileQuery(query: Record<string, unknown>): QueryPredicate {
  return compileQueryObject(query, 0)
}
