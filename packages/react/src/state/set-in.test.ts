import { describe, expect, it } from 'vitest'
import { getIn, setIn } from './set-in.ts'

describe('setIn', () => {
  it('copies only the objects along the path', () => {
    const target = { a: { b: 1 }, c: { d: 2 } }
    const next = setIn(target, ['a', 'e'], 3)
    expect(next).toEqual({ a: { b: 1, e: 3 }, c: { d: 2 } })
    expect(next.c).toBe(target.c)
    expect(target.a).toEqual({ b: 1 })
  })

  it('creates arrays for index segments and objects otherwise', () => {
    expect(setIn({}, ['list', '0', 'name'], 'x')).toEqual({ list: [{ name: 'x' }] })
    expect(setIn([1, 2], ['1'], 5)).toEqual([1, 5])
  })

  it('refuses prototype paths', () => {
    expect(() => setIn({}, ['__proto__', 'polluted'], 1)).toThrow(
      'Property name "__proto__" is not allowed',
    )
    expect(() => setIn({}, ['a', 'constructor'], 1)).toThrow(
      'Property name "constructor" is not allowed',
    )
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })
})

describe('getIn', () => {
  it('reads own properties along the path', () => {
    expect(getIn({ a: [{ b: 2 }] }, ['a', '0', 'b'])).toBe(2)
    expect(getIn({ a: 1 }, ['a', 'b'])).toBeUndefined()
    expect(getIn({}, ['toString'])).toBeUndefined()
  })
})
