import { describe, expect, it } from 'vitest'
import { FUNCTION_MEMBERS, SAFE_DATE, SAFE_GLOBALS, SAFE_OBJECT_ASSIGN } from './safe-globals.ts'

describe('safe globals', () => {
  it('exposes exactly the documented globals', () => {
    expect([...SAFE_GLOBALS.keys()].sort()).toEqual(
      [
        'Array',
        'Boolean',
        'Date',
        'Infinity',
        'JSON',
        'Math',
        'NaN',
        'Number',
        'Object',
        'String',
        'console',
        'decodeURI',
        'decodeURIComponent',
        'encodeURI',
        'encodeURIComponent',
        'isFinite',
        'isNaN',
        'parseFloat',
        'parseInt',
        'undefined',
      ].sort(),
    )
  })

  it('copies every Math member into a frozen namespace', () => {
    const math = SAFE_GLOBALS.get('Math') as Record<string, unknown>
    expect(Object.isFrozen(math)).toBe(true)
    for (const name of Object.getOwnPropertyNames(Math)) {
      expect(math[name]).toBe((Math as unknown as Record<string, unknown>)[name])
    }
  })

  it('provides conversion functions with their safe members', () => {
    const number = SAFE_GLOBALS.get('Number') as (...args: unknown[]) => unknown
    expect(number()).toBe(0)
    expect(number('2')).toBe(2)
    expect(FUNCTION_MEMBERS.get(number)?.isInteger).toBe(Number.isInteger)
    expect(FUNCTION_MEMBERS.get(SAFE_DATE)?.now).toBe(Date.now)
    expect(() => SAFE_DATE()).toThrow('Date must be called with new')
  })

  it('assigns only onto plain objects and arrays', () => {
    const target = { a: 1 }
    expect(SAFE_OBJECT_ASSIGN(target, { b: 2 }, null, undefined, 'x')).toEqual({
      a: 1,
      b: 2,
      0: 'x',
    })
    expect(() => SAFE_OBJECT_ASSIGN(new Date(), {})).toThrow(
      'Object.assign only writes to plain objects and arrays',
    )
    expect(() => SAFE_OBJECT_ASSIGN({}, { constructor: 1 })).toThrow(
      'Access to property "constructor" is not allowed',
    )
  })
})
