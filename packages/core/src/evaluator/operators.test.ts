import { describe, expect, it } from 'vitest'
import { binaryOperation, increment, toNumeric, unaryOperation } from './operators.ts'
import { SAFE_DATE } from './safe-globals.ts'

describe('operators', () => {
  it('follows JavaScript semantics for binary operators', () => {
    expect(binaryOperation('+', '1', 2)).toBe('12')
    expect(binaryOperation('==', null, undefined)).toBe(true)
    expect(binaryOperation('>>>', -1, 28)).toBe(15)
    expect(binaryOperation('in', 'a', { a: 1 })).toBe(true)
    expect(binaryOperation('instanceof', new Date(), SAFE_DATE)).toBe(true)
  })

  it('refuses in on primitives and instanceof with other constructors', () => {
    expect(() => binaryOperation('in', 'a', 'abc')).toThrow("Cannot use 'in' operator on a string")
    expect(() => binaryOperation('instanceof', {}, () => 1)).toThrow(
      'instanceof is only supported with Date and Array',
    )
  })

  it('applies unary operators', () => {
    expect(unaryOperation('-', '2')).toBe(-2)
    expect(unaryOperation('void', 1)).toBeUndefined()
  })

  it('increments numbers and bigints', () => {
    expect(increment(toNumeric('1'), 1)).toBe(2)
    expect(increment(toNumeric(5n), -1)).toBe(4n)
  })
})
