import { describe, expect, it } from 'vitest'
import { type EvaluateOptions, createEvaluator } from './evaluator.ts'

const evaluator = createEvaluator({ logger: () => {} })

function run(code: string, scope: Record<string, unknown> = {}, options?: EvaluateOptions) {
  const writes: Array<[string[], unknown]> = []
  const result = evaluator.evaluate(code, scope, {
    onStateWrite: (path, value) => writes.push([path, value]),
    ...options,
  })
  return { result, writes }
}

function failure(code: string, scope: Record<string, unknown> = {}): string {
  const { result } = run(code, scope)
  if (result.ok) throw new Error(`Unexpected success: ${String(result.value)}`)
  return result.error.message
}

describe('assignments', () => {
  it('writes state paths, mutates the given state and reports the path', () => {
    const state = { count: 1, user: { name: 'Ann' } }
    const { result, writes } = run("state.count = state.count + 1; state.user.name = 'Bob';", {
      state,
    })
    expect(result).toEqual({ ok: true, value: undefined })
    expect(state).toEqual({ count: 2, user: { name: 'Bob' } })
    expect(writes).toEqual([
      [['count'], 2],
      [['user', 'name'], 'Bob'],
    ])
  })

  it('returns the assigned value in expression code', () => {
    const state = { count: 1 }
    expect(run('state.count = state.count + 1', { state }).result).toEqual({ ok: true, value: 2 })
  })

  it('applies compound and logical assignments', () => {
    const state = { n: 10, s: 'a', empty: null as unknown, set: 'kept', zero: 0 }
    const { writes } = run(
      "state.n += 5; state.n -= 1; state.n *= 2; state.n /= 4; state.n **= 2; state.n %= 10; state.s += 'b'; state.empty ??= 'filled'; state.set ||= 'no'; state.zero ||= 9; state.set &&= 'yes';",
      { state },
    )
    expect(state).toEqual({ n: 9, s: 'ab', empty: 'filled', set: 'yes', zero: 9 })
    expect(writes.map(([path]) => path.join('.'))).toEqual([
      'n',
      'n',
      'n',
      'n',
      'n',
      'n',
      's',
      'empty',
      'zero',
      'set',
    ])
  })

  it('applies ++ and -- in prefix and postfix form', () => {
    const state = { n: 1, big: 1n }
    expect(run('state.n++', { state }).result).toEqual({ ok: true, value: 1 })
    expect(run('++state.n', { state }).result).toEqual({ ok: true, value: 3 })
    expect(run('state.n--', { state }).result).toEqual({ ok: true, value: 3 })
    expect(run('state.big++; return state.big', { state }).result).toEqual({ ok: true, value: 2n })
    expect(run('let i = 0; i++; ++i; i--; return i').result).toEqual({ ok: true, value: 1 })
  })

  it('writes bare identifiers that are state keys (gen-1 with-state semantics)', () => {
    const state = { count: 1 }
    const { writes } = run('count = count + 1; count++;', { state })
    expect(state.count).toBe(3)
    expect(writes).toEqual([
      [['count'], 2],
      [['count'], 3],
    ])
  })

  it('refuses assignments to undeclared names, scope variables and built-ins', () => {
    expect(failure('total = 1', { state: {} })).toBe('Assignment to undeclared variable: total')
    expect(failure('state = {}', { state: {} })).toBe('Cannot assign to scope variable: state')
    expect(failure('Math = 1')).toBe('Cannot assign to built-in: Math')
  })

  it('reports writes through locals that alias state objects', () => {
    const state = { user: { name: 'Ann' }, list: [1] }
    const { writes } = run("const u = state.user; u.name = 'Bob'; const l = list; l.push(2);", {
      state,
    })
    expect(writes).toEqual([
      [['user', 'name'], 'Bob'],
      [['list'], [1, 2]],
    ])
  })

  it('reports in-place array mutations and Object.assign', () => {
    const state = { items: [3, 1, 2], form: { a: 1 } }
    const { writes } = run(
      'state.items.push(4); state.items.sort(); state.items.splice(0, 1); Object.assign(state.form, { b: 2 }); state.items.includes(1);',
      { state },
    )
    expect(state).toEqual({ items: [2, 3, 4], form: { a: 1, b: 2 } })
    expect(writes.map(([path]) => path.join('.'))).toEqual(['items', 'items', 'items', 'form.b'])
  })

  it('destructures into existing variables and members', () => {
    const state = { a: 0, b: 0 }
    const { result } = run(
      'let x, y; [x, y] = [1, 2]; ({ p: state.a, q: state.b } = { p: x, q: y }); return x + y',
      {
        state,
      },
    )
    expect(result).toEqual({ ok: true, value: 3 })
    expect(state).toEqual({ a: 1, b: 2 })
  })

  it('deletes properties of plain objects and reports them', () => {
    const state = { a: 1, b: 2 }
    const { result, writes } = run('delete state.a', { state })
    expect(result).toEqual({ ok: true, value: true })
    expect(state).toEqual({ b: 2 })
    expect(writes).toEqual([[['a'], undefined]])
    expect(failure('delete x', { state })).toBe('Unsupported syntax: delete of a variable')
    expect(failure('delete state?.a', { state })).toBe(
      'Unsupported syntax: delete of an optional chain',
    )
  })

  it('writes to plain objects in scope without reporting them as state', () => {
    const context = { visits: 0 }
    const { writes } = run('context.visits++', { context, state: {} })
    expect(context.visits).toBe(1)
    expect(writes).toEqual([])
  })

  it('refuses writes to non-plain objects', () => {
    expect(failure('Math.PI = 3')).toBe('Cannot write property "PI" of a non-plain object')
    expect(failure('state.d.x = 1', { state: { d: new Date(0) } })).toBe(
      'Cannot write property "x" of a Date',
    )
    expect(failure("'abc'.x = 1")).toBe('Cannot write property "x" of a string')
    expect(failure('state.fn.x = 1', { state: { fn: () => 1 } })).toBe(
      'Cannot write property "x" of a function',
    )
    expect(failure('state.none.x = 1', { state: {} })).toBe(
      'Cannot set properties of undefined (setting "x")',
    )
  })
})
