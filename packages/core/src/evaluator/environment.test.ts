import { describe, expect, it } from 'vitest'
import { Environment } from './environment.ts'

describe('Environment', () => {
  it('looks names up through enclosing scopes', () => {
    const outer = new Environment(undefined, true)
    outer.declare('a', 1, true)
    const inner = new Environment(outer, false)
    inner.declare('b', 2, false)
    expect(inner.lookup('a')?.value).toBe(1)
    expect(inner.lookup('b')).toEqual({ value: 2, mutable: false })
    expect(outer.lookup('b')).toBeUndefined()
  })

  it('finds the nearest function scope for var', () => {
    const program = new Environment(undefined, true)
    const block = new Environment(new Environment(program, false), false)
    expect(block.functionScope()).toBe(program)
  })

  it('copies bindings into an independent sibling', () => {
    const env = new Environment(undefined, false)
    env.declare('i', 0, true)
    const copy = env.copy()
    const binding = copy.lookup('i')
    if (binding) binding.value = 1
    expect(env.lookup('i')?.value).toBe(0)
    expect(copy.lookup('i')?.value).toBe(1)
  })
})
