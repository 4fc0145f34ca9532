import { describe, expect, it, vi } from 'vitest'
import { failure, value } from './evaluate.test-support.ts'

const products = Array.from({ length: 6 }, (_, i) => ({ name: `p${i}`, price: i * 5 }))

describe('calls', () => {
  it('chains allow-listed array methods with interpreted callbacks', () => {
    const state = { products }
    expect(
      value("state.products.filter(p => p.price > 10).map(p => p.name).join(', ')", { state }),
    ).toBe('p3, p4, p5')
    expect(value('state.products.find(p => p.price === 10).name', { state })).toBe('p2')
    expect(value('state.products.findIndex(p => p.price === 10)', { state })).toBe(2)
    expect(value('state.products.some(p => p.price > 20)', { state })).toBe(true)
    expect(value('state.products.every(p => p.price >= 0)', { state })).toBe(true)
    expect(value('state.products.reduce((sum, p) => sum + p.price, 0)', { state })).toBe(75)
    expect(value('[3, 1, 2].sort((a, b) => a - b)')).toEqual([1, 2, 3])
    expect(value('[[1], [2, [3]]].flat(Infinity)')).toEqual([1, 2, 3])
    expect(value('[1, 2].flatMap(x => [x, x])')).toEqual([1, 1, 2, 2])
  })

  it('calls string, number and Date methods', () => {
    expect(value("' Hi '.trim().toUpperCase().padStart(4, '*')")).toBe('**HI')
    expect(value("'a-b-c'.split('-').reverse().join('+')")).toBe('c+b+a')
    expect(value("'a.b.c'.replaceAll('.', '/').replace('/', ':')")).toBe('a:b/c')
    expect(value('(3.14159).toFixed(2)')).toBe('3.14')
    expect(value('(255).toString(16)')).toBe('ff')
    expect(value("new Date('2020-05-01T12:00:00Z').getUTCFullYear()")).toBe(2020)
    expect(value('new Date(Date.UTC(2021, 0, 2)).toISOString()')).toBe('2021-01-02T00:00:00.000Z')
    expect(value("({ a: 1 }).hasOwnProperty('a')")).toBe(true)
  })

  it('runs safe globals', () => {
    expect(value('Math.round(state.price * 100) / 100', { state: { price: 3.14159 } })).toBe(3.14)
    expect(value('JSON.stringify(state.obj)', { state: { obj: { a: [1] } } })).toBe('{"a":[1]}')
    expect(value("JSON.parse('[1,2]').length")).toBe(2)
    expect(value("Number('4') + parseInt('5px') + parseFloat('0.5')")).toBe(9.5)
    expect(value("String(1) + Boolean('') + Number.isInteger(2)")).toBe('1falsetrue')
    expect(value('[1, 0, 2].filter(Boolean).map(String)')).toEqual(['1', '2'])
    expect(value('Array.isArray([]) && !isNaN(1) && isFinite(1)')).toBe(true)
    expect(value('Object.keys({ a: 1 }).concat(Object.values({ b: 2 }))')).toEqual(['a', 2])
    expect(value("encodeURIComponent('a b') + decodeURIComponent('%21')")).toBe('a%20b!')
    expect(value('typeof Date.now()')).toBe('number')
  })

  it('returns a caught error for malformed URI input', () => {
    expect(failure("decodeURIComponent('%')")).toBe('URI malformed')
  })

  it('calls scope functions with the owning object as this', () => {
    const builder = {
      calls: [] as unknown[],
      trackConversion(this: { calls: unknown[] }, amount: unknown) {
        this.calls.push(amount)
        return 'tracked'
      },
    }
    expect(value('builder.trackConversion(10)', { builder })).toBe('tracked')
    expect(builder.calls).toEqual([10])
    const fn = vi.fn((a: number, b: number) => a + b)
    expect(value('add(...[1, 2])', { add: fn })).toBe(3)
  })

  it('lets scope functions call interpreted callbacks', () => {
    const apply = (fn: (x: number) => number) => fn(20)
    expect(value('apply(x => x + 1)', { apply })).toBe(21)
  })

  it('returns allow-listed methods read without a call as bound functions', () => {
    expect(value("const up = 'ab'.toUpperCase; return up()")).toBe('AB')
    expect(value('typeof [].map')).toBe('function')
  })

  it('refuses methods that are not allow-listed, naming them', () => {
    expect(failure("'abc'.matchAll('a')")).toBe('Method "matchAll" is not allowed on strings')
    expect(failure('[1].keys()')).toBe('Method "keys" is not allowed on arrays')
    expect(failure('(1).toLocaleString()')).toBe(
      'Method "toLocaleString" is not allowed on numbers',
    )
    expect(failure('new Date(0).toLocaleDateString()')).toBe(
      'Method "toLocaleDateString" is not allowed on Dates',
    )
    expect(failure('({}).toString()')).toBe('Method "toString" is not allowed on objects')
    expect(failure('(x => x).call(null, 1)')).toBe('call is not a function')
    expect(failure("'a'.nope()")).toBe('nope is not a function')
    expect(failure('state.notAFunction()', { state: { notAFunction: 1 } })).toBe(
      'notAFunction is not a function',
    )
    expect(failure('missing()')).toBe('missing is not a function')
    expect(failure('(1)()')).toBe('Expression is not a function')
  })

  it('supports only new Date', () => {
    expect(value('new Date(86400000).getTime()')).toBe(86400000)
    expect(failure('new Map()')).toBe('Only new Date(...) is supported')
    expect(failure('Date()')).toBe('Date must be called with new')
  })

  it('limits call depth of recursive functions', () => {
    expect(failure('const f = n => f(n + 1); f(0)')).toBe('Maximum call depth exceeded')
    expect(value('const f = n => n === 0 ? 0 : 1 + f(n - 1); return f(100)')).toBe(100)
  })

  it('returns errors thrown by scope functions as values', () => {
    const boom = () => {
      throw new TypeError('boom')
    }
    expect(failure('boom()', { boom })).toBe('boom')
  })
})
