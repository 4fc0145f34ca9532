import { describe, expect, it } from 'vitest'
import { failure, value } from './evaluate.test-support.ts'

describe('expressions', () => {
  it('evaluates literals', () => {
    expect(value('42')).toBe(42)
    expect(value("'text'")).toBe('text')
    expect(value('true')).toBe(true)
    expect(value('null')).toBeNull()
    expect(value('10n')).toBe(10n)
  })

  it('refuses regular expression literals', () => {
    expect(failure('/a+/.test(state.s)')).toBe('Unsupported syntax: regular expression literal')
  })

  it('reads members with dot, computed keys and string indices', () => {
    const state = { user: { name: 'Ann' }, list: [10, 20], key: 'name' }
    expect(value('state.user.name', { state })).toBe('Ann')
    expect(value('state.user[state.key]', { state })).toBe('Ann')
    expect(value('state.list[1]', { state })).toBe(20)
    expect(value('state.list.length', { state })).toBe(2)
    expect(value("'abc'[1] + 'abc'.length", { state })).toBe('b3')
    expect(value('state.missing', { state })).toBeUndefined()
  })

  it('reports reading a property of undefined', () => {
    expect(failure('state.missing.x', { state: {} })).toBe(
      'Cannot read properties of undefined (reading "x")',
    )
  })

  it('short-circuits optional chains', () => {
    const state = { user: null, fn: undefined }
    expect(value('state.user?.name.first', { state })).toBeUndefined()
    expect(value('state.user?.[0]', { state })).toBeUndefined()
    expect(value('state.fn?.()', { state })).toBeUndefined()
    expect(value('state.user?.name()', { state })).toBeUndefined()
    expect(failure('(state.user?.name).first', { state })).toBe(
      'Cannot read properties of undefined (reading "first")',
    )
  })

  it('applies unary operators', () => {
    expect(value('!0')).toBe(true)
    expect(value("-'3'")).toBe(-3)
    expect(value("+'3'")).toBe(3)
    expect(value('~1')).toBe(-2)
    expect(value('void 1')).toBeUndefined()
    expect(value('typeof state')).toBe('undefined')
    expect(value("typeof 'a'")).toBe('string')
    expect(value('typeof (x => x)')).toBe('function')
  })

  it('applies binary operators', () => {
    expect(value('1 + 2 * 3 - 4 / 2 % 3')).toBe(5)
    expect(value('2 ** 10')).toBe(1024)
    expect(value("'a' + 1")).toBe('a1')
    expect(value("1 == '1' && 1 !== '1' && 2 > 1 && 1 <= 1 && 1 != 2 && 3 >= 3 && 1 < 2")).toBe(
      true,
    )
    expect(value('(5 & 3) | (1 ^ 2) | (1 << 3) | (-16 >> 2) & (-1 >>> 28)')).toBe(15)
    expect(value("'a' in state", { state: { a: 1 } })).toBe(true)
    expect(value('new Date(0) instanceof Date && [] instanceof Array')).toBe(true)
  })

  it('applies logical operators with short-circuiting', () => {
    expect(value("0 || 'x'")).toBe('x')
    expect(value("1 && 'y'")).toBe('y')
    expect(value("null ?? 'z'")).toBe('z')
    expect(value("0 ?? 'z'")).toBe(0)
    expect(value('false && state.missing.x')).toBe(false)
  })

  it('evaluates conditionals and sequences', () => {
    const state = { user: { name: 'Ann' } }
    expect(value("state.user ? 'Hi ' + state.user.name : 'Sign in'", { state })).toBe('Hi Ann')
    expect(value("state.nobody ? 'Hi' : 'Sign in'", { state })).toBe('Sign in')
    expect(value('(1, 2, 3)')).toBe(3)
  })

  it('evaluates template literals', () => {
    expect(value('`${state.a}-${state.b}!`', { state: { a: 1, b: 'two' } })).toBe('1-two!')
  })

  it('builds arrays with holes and spreads', () => {
    expect(value("[1, , ...state.list, ...'ab']", { state: { list: [2, 3] } })).toEqual([
      1,
      undefined,
      2,
      3,
      'a',
      'b',
    ])
    expect(failure('[...state.obj]', { state: { obj: {} } })).toBe(
      'Cannot spread an object (only arrays and strings are iterable)',
    )
  })

  it('builds objects with computed keys, shorthand, methods and spreads', () => {
    const state = { base: { a: 1, b: 2 }, k: 'c' }
    expect(
      value('{ ...state.base, b: 3, [state.k]: 4, "d": 5, 6: 6, ...null }', { state }),
    ).toEqual({
      a: 1,
      b: 3,
      c: 4,
      d: 5,
      6: 6,
    })
    expect(value('return (() => { const x = 1; return { x, f() { return x + 1 } }.f() })()')).toBe(
      2,
    )
    expect(failure('({ get x() { return 1 } })')).toBe('Unsupported syntax: getter')
  })

  it('refuses denied keys in object literals and spreads', () => {
    expect(failure('({ __proto__: { polluted: 1 } })')).toBe(
      'Access to property "__proto__" is not allowed',
    )
    expect(failure("({ ['constr' + 'uctor']: 1 })")).toBe(
      'Access to property "constructor" is not allowed',
    )
    expect(failure('({ ...JSON.parse(\'{"__proto__": {"x": 1}}\') })')).toBe(
      'Access to property "__proto__" is not allowed',
    )
  })

  it('resolves identifiers: locals, then scope, then globals, then state keys', () => {
    const state = { count: 2, Math: 'shadowed?', context: 'state context' }
    const scope = { state, context: { foo: 'ctx' } }
    expect(value('count * 2', scope)).toBe(4)
    expect(value('context.foo', scope)).toBe('ctx')
    expect(value('Math.max(1, 2)', scope)).toBe(2)
    expect(value('(count => count)(7)', scope)).toBe(7)
    expect(value('unknownName', scope)).toBeUndefined()
  })

  it('follows the wrapping rule: code containing " return " is statements', () => {
    expect(value('[1].map(x => { return x })')).toBeUndefined()
    expect(value('return [1].map(x => { return x })')).toEqual([1])
  })

  it('evaluates arrow functions and function expressions', () => {
    expect(value('(x => x * 2)(3)')).toBe(6)
    expect(value('((a, b = 2, ...rest) => a + b + rest.length)(1, undefined, 9, 9)')).toBe(5)
    expect(value('(({ a, b: [c] }) => a + c)({ a: 1, b: [2] })')).toBe(3)
    expect(value('return (function fact(n) { return n <= 1 ? 1 : n * fact(n - 1) })(5)')).toBe(120)
    expect(value('return (async () => 1)()')).toBeInstanceOf(Promise)
    expect(failure('(async function* () {})()')).toBe(
      'Unsupported syntax: async generator function',
    )
  })

  it('refuses unsupported expression syntax by node type', () => {
    expect(failure('class {}')).toBe('Unsupported syntax: ClassExpression')
    expect(failure('String.raw`a`')).toBe('Unsupported syntax: TaggedTemplateExpression')
    expect(failure("import('x')")).toBe('Unsupported syntax: ImportExpression')
  })
})
