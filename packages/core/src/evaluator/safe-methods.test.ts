import { describe, expect, it } from 'vitest'
import { InterpreterError } from './safe-access.ts'
import { MUTATING_ARRAY_METHODS, callSafeMethod, hasSafeMethod } from './safe-methods.ts'

describe('safe methods', () => {
  it('allows the listed methods per type', () => {
    expect(hasSafeMethod('a', 'toUpperCase')).toBe(true)
    expect(hasSafeMethod(1, 'toFixed')).toBe(true)
    expect(hasSafeMethod(true, 'toString')).toBe(true)
    expect(hasSafeMethod([], 'map')).toBe(true)
    expect(hasSafeMethod(new Date(), 'getUTCDate')).toBe(true)
    expect(hasSafeMethod(new Date(), 'setFullYear')).toBe(true)
    expect(hasSafeMethod({}, 'hasOwnProperty')).toBe(true)
  })

  it('refuses everything else', () => {
    expect(hasSafeMethod('a', 'match')).toBe(false)
    expect(hasSafeMethod([], 'keys')).toBe(false)
    expect(hasSafeMethod(new Date(), 'toLocaleDateString')).toBe(false)
    expect(hasSafeMethod(new Map(), 'get')).toBe(false)
    expect(hasSafeMethod(() => 1, 'call')).toBe(false)
    expect(hasSafeMethod(null, 'toString')).toBe(false)
    expect(hasSafeMethod(1n, 'toString')).toBe(false)
  })

  it('calls allowed methods on their target', () => {
    expect(callSafeMethod('abc', 'slice', [1])).toBe('bc')
    const list = [2, 1]
    expect(callSafeMethod(list, 'sort', [])).toBe(list)
    expect(list).toEqual([1, 2])
    expect(callSafeMethod({ a: 1 }, 'hasOwnProperty', ['a'])).toBe(true)
  })

  it('names refused methods in the error', () => {
    expect(() => callSafeMethod('a', 'match', [])).toThrow(
      new InterpreterError('Method "match" is not allowed on strings'),
    )
    expect(() => callSafeMethod(new Map(), 'get', [])).toThrow(
      'Method "get" is not allowed on objects',
    )
    expect(() => callSafeMethod({}, 'nothing', [])).toThrow('nothing is not a function')
  })

  it('refuses string methods that would allocate huge strings', () => {
    expect(() => callSafeMethod('ab', 'repeat', [1e8])).toThrow('String length limit exceeded')
    expect(() => callSafeMethod('', 'padEnd', [1e8])).toThrow('String length limit exceeded')
  })

  it('lists the mutating array methods', () => {
    expect([...MUTATING_ARRAY_METHODS].sort()).toEqual([
      'fill',
      'pop',
      'push',
      'reverse',
      'shift',
      'sort',
      'splice',
      'unshift',
    ])
  })
})
