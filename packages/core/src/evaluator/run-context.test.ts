import { describe, expect, it, vi } from 'vitest'
import { RunContext } from './run-context.ts'

function makeContext(scope: Record<string, unknown>, onStateWrite?: () => void) {
  return new RunContext({
    code: 'x',
    scope,
    maxSteps: 3,
    maxDepth: 10,
    onStateWrite,
    evaluate: () => undefined,
    runBody: () => undefined,
  })
}

describe('RunContext', () => {
  it('counts steps and fails past the budget', () => {
    const context = makeContext({})
    context.step()
    context.step()
    context.step()
    expect(() => context.step()).toThrow('Step limit exceeded')
  })

  it('takes state from the scope only when it is an object', () => {
    expect(makeContext({ state: { a: 1 } }).state).toEqual({ a: 1 })
    expect(makeContext({ state: 'x' }).state).toBeUndefined()
  })

  it('reports writes below state with their path', () => {
    const hook = vi.fn()
    const user = { name: 'Ann' }
    const context = makeContext({ state: { user } }, hook)
    context.trackRead(context.state as object, 'user', user)
    context.notifyWrite(user, 'name', 'Bob')
    context.notifyMutation(user)
    context.notifyWrite({}, 'other', 1)
    expect(hook.mock.calls).toEqual([
      [['user', 'name'], 'Bob'],
      [['user'], user],
    ])
  })

  it('tracks nothing without a hook', () => {
    const context = makeContext({ state: {} })
    expect(() => context.notifyWrite(context.state, 'a', 1)).not.toThrow()
  })
})
