import { describe, expect, it } from 'vitest'
import { getRecursionProblem, MAX_SYMBOL_DEPTH } from './symbol-ancestry.ts'

describe('getRecursionProblem', () => {
  it('refuses depths beyond the limit', () => {
    const deep = Array.from({ length: MAX_SYMBOL_DEPTH }, (_, i) => `s${i}`)
    expect(getRecursionProblem('x', deep)).toBe(
      'Symbols are nested more than 10 deep; symbol "x" is not rendered',
    )
    expect(getRecursionProblem('x', deep.slice(1))).toBeUndefined()
    expect(getRecursionProblem(undefined, ['a'])).toBeUndefined()
  })

  it('refuses a symbol inside itself', () => {
    expect(getRecursionProblem('a', ['b', 'a'])).toBe(
      'Symbol "a" includes itself; it is not rendered',
    )
  })
})
