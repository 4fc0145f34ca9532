import { describe, expect, it } from 'vitest'
import {
  deleteMember,
  functionMember,
  readMember,
  spreadValues,
  writeMember,
} from './member-access.ts'
import { SAFE_GLOBALS } from './safe-globals.ts'

describe('member access', () => {
  it('reads own properties, string indices and lengths', () => {
    expect(readMember({ a: 1 }, 'a')).toBe(1)
    expect(readMember([5], '0')).toBe(5)
    expect(readMember('hey', 'length')).toBe(3)
    expect(readMember('hey', '1')).toBe('e')
    expect(readMember('hey', 'nope')).toBeUndefined()
    expect(readMember(5, 'x')).toBeUndefined()
  })

  it('does not read inherited properties', () => {
    expect(readMember({}, 'toString')).toBeUndefined()
    expect(readMember(Object.create({ inherited: 1 }), 'inherited')).toBeUndefined()
  })

  it('returns bound wrappers for allow-listed methods', () => {
    const upper = readMember('ab', 'toUpperCase') as () => string
    expect(upper()).toBe('AB')
  })

  it('reads only safe members of functions', () => {
    const number = SAFE_GLOBALS.get('Number')
    expect(readMember(number, 'isNaN')).toBe(Number.isNaN)
    expect(functionMember(number, 'call')).toBeUndefined()
    expect(readMember(() => 1, 'name')).toBeUndefined()
  })

  it('refuses reads of null and undefined', () => {
    expect(() => readMember(null, 'a')).toThrow('Cannot read properties of null (reading "a")')
  })

  it('writes and deletes on plain objects and arrays only', () => {
    const target: Record<string, unknown> = {}
    writeMember(target, 'a', 1)
    expect(target).toEqual({ a: 1 })
    expect(deleteMember(target, 'a')).toBe(true)
    expect(() => writeMember(new Map(), 'a', 1)).toThrow(
      'Cannot write property "a" of a non-plain object',
    )
    expect(() => deleteMember('s', 'a')).toThrow('Cannot delete property "a" of a string')
    expect(() => deleteMember(undefined, 'a')).toThrow(
      'Cannot delete properties of undefined (deleting "a")',
    )
  })

  it('spreads arrays and strings only', () => {
    expect(spreadValues([1])).toEqual([1])
    expect(spreadValues('ab')).toEqual(['a', 'b'])
    expect(() => spreadValues(new Set([1]))).toThrow(
      'Cannot spread a non-plain object (only arrays and strings are iterable)',
    )
  })
})
