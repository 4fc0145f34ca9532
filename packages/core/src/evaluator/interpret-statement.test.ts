import { describe, expect, it } from 'vitest'
import { failure, value } from './evaluate.test-support.ts'

describe('statements', () => {
  it('returns the value of return, or undefined without one', () => {
    const state = { items: [1, 2, 3, 4] }
    expect(
      value("var x = state.items.length; if (x > 3) { return 'many' } return 'few'", { state }),
    ).toBe('many')
    expect(value('var x = 1;')).toBeUndefined()
    expect(value('return;')).toBeUndefined()
  })

  it('scopes let and const to blocks and var to the function', () => {
    expect(value('let a = 1; { let a = 2 } return a')).toBe(1)
    expect(value('{ var a = 2 } return a')).toBe(2)
    expect(value('var a = 1; var a; return a')).toBe(1)
    expect(value('let a; return a')).toBeUndefined()
    expect(value('const { x, ...rest } = { x: 1, y: 2, z: 3 }; return [x, rest]')).toEqual([
      1,
      { y: 2, z: 3 },
    ])
  })

  it('refuses reassigning a const', () => {
    expect(failure('const a = 1; a = 2;')).toBe('Assignment to constant variable: a')
  })

  it('runs if/else chains', () => {
    const code =
      "if (state.n > 1) { return 'big' } else if (state.n === 1) return 'one'; else return 'small'"
    expect(value(code, { state: { n: 2 } })).toBe('big')
    expect(value(code, { state: { n: 1 } })).toBe('one')
    expect(value(code, { state: { n: 0 } })).toBe('small')
  })

  it('runs for loops with break and continue', () => {
    expect(
      value(
        'let s = 0; for (let i = 0; i < 10; i++) { if (i % 2) continue; if (i > 6) break; s += i } return s',
      ),
    ).toBe(12)
    expect(value('let s = 0; for (;;) { s++; if (s === 3) break } return s')).toBe(3)
    expect(value('var i; for (i = 0; i < 3; i++) {} return i')).toBe(3)
  })

  it('gives each for iteration its own let binding', () => {
    expect(
      value(
        'const fns = []; for (let i = 0; i < 3; i++) fns.push(() => i); return fns.map(f => f())',
      ),
    ).toEqual([0, 1, 2])
  })

  it('runs for…of over arrays and strings, with destructuring', () => {
    expect(value("let out = ''; for (const ch of 'ab') out += ch + '.'; return out")).toBe('a.b.')
    expect(
      value('let s = 0; for (const [k, v] of Object.entries(state.o)) { s += v } return s', {
        state: { o: { a: 1, b: 2 } },
      }),
    ).toBe(3)
    expect(value('let last; for (last of [1, 2, 3]) {} return last')).toBe(3)
    expect(
      value('let n = 0; for (const x of [1, 2, 3, 4]) { if (x === 3) break; n++ } return n'),
    ).toBe(2)
    expect(failure('for (const x of state.o) {}', { state: { o: {} } })).toBe(
      'Cannot iterate over an object (only arrays and strings are iterable)',
    )
  })

  it('returns from inside loops', () => {
    expect(value('for (const x of [1, 2, 3]) { if (x === 2) return x } return 0')).toBe(2)
    expect(value('while (true) { return 5 }')).toBe(5)
    expect(value('for (let i = 0; ; i++) { if (i === 4) return i }')).toBe(4)
  })

  it('runs for…in over own keys', () => {
    expect(value("let keys = ''; for (const k in { a: 1, b: 2 }) keys += k; return keys")).toBe(
      'ab',
    )
    expect(value('let n = 0; for (const k in null) n++; return n')).toBe(0)
  })

  it('runs while and do…while loops', () => {
    expect(value('let i = 0; while (i < 5) i++; return i')).toBe(5)
    expect(value('let i = 10; do { i++ } while (i < 5); return i')).toBe(11)
    expect(value('let i = 0; while (true) { i++; if (i > 2) break } return i')).toBe(3)
  })

  it('runs switch with fall-through and default', () => {
    const code =
      "let r = ''; switch (state.v) { case 1: r += 'one'; case 2: r += 'two'; break; default: r = 'other' } return r"
    expect(value(code, { state: { v: 1 } })).toBe('onetwo')
    expect(value(code, { state: { v: 2 } })).toBe('two')
    expect(value(code, { state: { v: 9 } })).toBe('other')
    expect(value('switch (1) { case 2: return 1 } return 0')).toBe(0)
  })

  it('hoists function declarations', () => {
    expect(value('return double(4); function double(x) { return x * 2 }')).toBe(8)
  })

  it('refuses unsupported statements by node type', () => {
    expect(failure('class A {};')).toBe('Unsupported syntax: ClassDeclaration')
    expect(failure("throw 'x';")).toBe('Uncaught x')
    expect(failure('with (state) { a };', { state: {} })).toBe('Unsupported syntax: WithStatement')
    expect(failure('a: for (;;) { break a };')).toBe('Unsupported syntax: LabeledStatement')
    expect(failure('debugger;')).toBe('Unsupported syntax: DebuggerStatement')
    expect(failure('for await (const x of []) {};')).toContain('Syntax error')
  })
})
