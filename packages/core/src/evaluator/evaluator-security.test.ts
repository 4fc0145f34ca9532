import { afterEach, describe, expect, it } from 'vitest'
import { createEvaluator } from './evaluator.ts'

const evaluator = createEvaluator({ logger: () => {} })

function failure(code: string, scope: Record<string, unknown> = {}): string {
  const result = evaluator.evaluate(code, scope)
  if (result.ok) throw new Error(`Unexpected success: ${String(result.value)}`)
  return result.error.message
}

function value(code: string, scope: Record<string, unknown> = {}): unknown {
  const result = evaluator.evaluate(code, scope)
  if (!result.ok) throw new Error(`Unexpected failure: ${result.error.message}`)
  return result.value
}

const DENIED = (name: string) => `Access to property "${name}" is not allowed`

describe('sandbox security', () => {
  afterEach(() => {
    expect(Object.hasOwn(Object.prototype, 'polluted')).toBe(false)
    expect(Object.hasOwn(Array.prototype, 'polluted')).toBe(false)
  })

  it('refuses constructor chains to Function', () => {
    expect(failure("constructor.constructor('return process')()", { state: {} })).toBe(
      DENIED('constructor'),
    )
    expect(failure('[].map.constructor')).toBe(DENIED('constructor'))
    expect(failure("''.constructor")).toBe(DENIED('constructor'))
    expect(failure('(() => {}).constructor')).toBe(DENIED('constructor'))
    expect(failure("Math.max['constructor']")).toBe(DENIED('constructor'))
    expect(failure("state.f['constr' + 'uctor']('return 1')()", { state: { f: () => 1 } })).toBe(
      DENIED('constructor'),
    )
  })

  it('refuses __proto__ reads and writes, computed ones too', () => {
    const state = {}
    expect(failure('state.__proto__.polluted = 1', { state })).toBe(DENIED('__proto__'))
    expect(failure("state['__pro' + 'to__'].polluted = 1", { state })).toBe(DENIED('__proto__'))
    expect(failure("state['__proto__']", { state })).toBe(DENIED('__proto__'))
    expect(failure("[]['__proto__'].polluted = 1")).toBe(DENIED('__proto__'))
    expect(failure("({}).__defineGetter__('x', () => 1)")).toBe(DENIED('__defineGetter__'))
    expect(failure('state.prototype', { state })).toBe(DENIED('prototype'))
    expect(
      failure('Object.assign(state, JSON.parse(\'{"__proto__": {"polluted": 1}}\'))', { state }),
    ).toBe(DENIED('__proto__'))
    expect(Object.getPrototypeOf(state)).toBe(Object.prototype)
  })

  it('does not let computed keys smuggle denied names through objects', () => {
    const key = { toString: () => '__proto__' }
    expect(failure('state.o[state.key]', { state: { o: {}, key } })).toBe(DENIED('__proto__'))
    expect(failure("state.o[['__proto__']]", { state: { o: {} } })).toBe(DENIED('__proto__'))
  })

  it('does not expose this, globals or eval', () => {
    // Top-level `this` holds only our TypeScript helpers; a function's is what it is called on.
    expect(value('return Object.keys(this).join()')).toBe('__awaiter,__generator,__assign')
    expect(failure('this.constructor')).toBe(DENIED('constructor'))
    expect(value('return (function () { return this })()')).toBeUndefined()
    expect(value('return [1].map(function () { return this })[0]')).toBeUndefined()
    for (const name of [
      'globalThis',
      'window',
      'document',
      'process',
      'require',
      'Function',
      'Reflect',
      'Proxy',
      'Symbol',
      'setTimeout',
      'fetch',
      'global',
      'self',
    ]) {
      expect(value(`typeof ${name}`)).toBe('undefined')
    }
    expect(failure("eval('1')")).toBe('eval is not a function')
    expect(failure("Function('return 1')()")).toBe('Function is not a function')
    expect(failure("setTimeout('1')")).toBe('setTimeout is not a function')
  })

  it('does not expose properties of functions other than the safe members', () => {
    expect(value('Math.max.call')).toBeUndefined()
    expect(value('Math.max.name')).toBeUndefined()
    expect(value('((x) => x).bind')).toBeUndefined()
    expect(value('Number.isInteger(1)')).toBe(true)
  })

  it('reads only own properties of objects', () => {
    expect(value('({}).hasOwnProperty')).toBeTypeOf('function')
    expect(value('({}).valueOf')).toBeUndefined()
    expect(value('({}).isPrototypeOf')).toBeUndefined()
    class Secret {
      own = 1
      inherited(): string {
        return 'secret'
      }
    }
    expect(value('state.s.own', { state: { s: new Secret() } })).toBe(1)
    expect(value('state.s.inherited', { state: { s: new Secret() } })).toBeUndefined()
  })

  it('refuses writes to built-ins and safe globals', () => {
    expect(failure('JSON.stringify = 1')).toBe(
      'Cannot write property "stringify" of a non-plain object',
    )
    expect(failure('Object.keys = 1')).toBe('Cannot write property "keys" of a non-plain object')
    expect(failure('Object.assign(Math, { polluted: 1 })')).toBe(
      'Object.assign only writes to plain objects and arrays',
    )
    expect(failure('Number.polluted = 1')).toBe('Cannot write property "polluted" of a function')
  })

  it('keeps interpreted callbacks inside the sandbox when called by native methods', () => {
    expect(failure('[1].map(x => x.constructor)')).toBe(DENIED('constructor'))
    expect(failure('[1, 2].sort(() => { while (true) {} })')).toBe('Step limit exceeded')
  })

  it('stops infinite loops and runaway recursion', () => {
    expect(failure('while (true) {}')).toBe('Step limit exceeded')
    expect(failure('for (;;) {}')).toBe('Step limit exceeded')
    expect(failure('do {} while (true)')).toBe('Step limit exceeded')
    expect(failure('function f() { return f() } return f()')).toBe('Maximum call depth exceeded')
    expect(failure('const f = () => [1, 2].map(f); f()')).toBe('Maximum call depth exceeded')
  })

  it('stays stopped after the step limit even if a scope function swallows the error', () => {
    const swallow = (fn: () => unknown) => {
      try {
        fn()
      } catch {
        // ignored on purpose
      }
    }
    expect(failure('swallow(() => { while (true) {} }); while (true) {}', { swallow })).toBe(
      'Step limit exceeded',
    )
  })

  it('limits the size of strings and arrays author code can build', () => {
    expect(failure("'ab'.repeat(1e8)")).toBe('String length limit exceeded')
    expect(failure("''.padStart(1e8)")).toBe('String length limit exceeded')
    expect(failure("let s = 'x'; while (true) s = s + s")).toBe('String length limit exceeded')
    expect(failure('let a = [1]; while (true) a = a.concat(a)')).toBe('Array length limit exceeded')
    expect(failure('let a = [1]; while (true) a = [...a, ...a]')).toBe(
      'Array length limit exceeded',
    )
    expect(failure('const a = []; a.length = 4294967295;')).toBe('Array length limit exceeded')
    expect(failure('const a = []; a[1e7] = 1;')).toBe('Array length limit exceeded')
  })

  it('refuses symbol keys', () => {
    expect(failure('state.o[state.sym]', { state: { o: {}, sym: Symbol('x') } })).toBe(
      'Symbol keys are not allowed',
    )
  })
})
