/**
 * Unary and binary operators with JavaScript semantics, plus the sandbox's special cases
 * (`instanceof Date`/`Array`, string size limit on `+`).
 * @module
 */
import type { BinaryOperator } from './ast.ts'
import { checkSize, describeValue, fail, toPropertyKey } from './safe-access.ts'
import { SAFE_DATE, SAFE_GLOBALS } from './safe-globals.ts'

/* eslint-disable @typescript-eslint/no-explicit-any -- operators apply to any operand, exactly as JavaScript does */
type Operand = any

/** `left <operator> right` for every binary operator the parser produces. */
export function binaryOperation(operator: BinaryOperator, left: Operand, right: Operand): unknown {
  switch (operator) {
    case '+':
      return checkSize(left + right)
    case '-':
      return left - right
    case '*':
      return left * right
    case '/':
      return left / right
    case '%':
      return left % right
    case '**':
      return left ** right
    case '==':
      return left == right
    case '!=':
      return left != right
    case '===':
      return left === right
    case '!==':
      return left !== right
    case '<':
      return left < right
    case '<=':
      return left <= right
    case '>':
      return left > right
    case '>=':
      return left >= right
    case '<<':
      return left << right
    case '>>':
      return left >> right
    case '>>>':
      return left >>> right
    case '|':
      return left | right
    case '^':
      return left ^ right
    case '&':
      return left & right
    case 'in':
      return inOperation(left, right)
    case 'instanceof':
      return instanceOfOperation(left, right)
  }
}
/* eslint-enable @typescript-eslint/no-explicit-any */

function inOperation(left: unknown, right: unknown): boolean {
  if ((typeof right !== 'object' && typeof right !== 'function') || right === null) {
    fail(`Cannot use 'in' operator on ${describeValue(right)}`)
  }
  return toPropertyKey(left) in right
}

function instanceOfOperation(left: unknown, right: unknown): boolean {
  if (right === SAFE_DATE) return left instanceof Date
  if (right === SAFE_GLOBALS.get('Array')) return Array.isArray(left)
  return fail('instanceof is only supported with Date and Array')
}

/** `<operator> argument` for `-`, `+`, `!`, `~`, `void` (`typeof` and `delete` are handled by the caller). */
export function unaryOperation(
  operator: '-' | '+' | '!' | '~' | 'void',
  argument: unknown,
): unknown {
  switch (operator) {
    case '-':
      return -(argument as number)
    case '+':
      return +(argument as number)
    case '!':
      return !argument
    case '~':
      return ~(argument as number)
    case 'void':
      return undefined
  }
}

/** The numeric value `++`/`--` start from (`ToNumeric`). */
export function toNumeric(value: unknown): number | bigint {
  return typeof value === 'bigint' ? value : Number(value)
}

/** `value + 1` or `value - 1`, for numbers and bigints. */
export function increment(value: number | bigint, delta: 1 | -1): number | bigint {
  return typeof value === 'bigint' ? value + BigInt(delta) : value + delta
}
