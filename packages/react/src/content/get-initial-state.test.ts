import { describe, expect, it } from 'vitest'
import { getInitialState } from './get-initial-state.ts'

describe('getInitialState', () => {
  it('merges input defaults, content state, data and locale in that order', () => {
    const content = {
      id: 'c1',
      data: {
        inputs: [{ name: 'a', defaultValue: 1 }, { name: 'b', defaultValue: 1 }, { name: 'c' }],
        state: { b: 2, c: 2 },
      },
    }
    expect(getInitialState({ content, data: { c: 3 }, locale: 'fr' })).toEqual({
      a: 1,
      b: 2,
      c: 3,
      locale: 'fr',
    })
  })

  it('returns a copy that does not share objects with the content', () => {
    const state = { user: { name: 'A' } }
    const initial = getInitialState({ content: { id: 'c1', data: { state } } })
    expect(initial).toEqual(state)
    expect(initial.user).not.toBe(state.user)
  })

  it('is empty without content', () => {
    expect(getInitialState({ content: null })).toEqual({})
  })
})
