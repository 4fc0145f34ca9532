import { describe, expect, it } from 'vitest'
import { codeSyntaxError } from './check-code.ts'

describe('codeSyntaxError', () => {
  it('accepts expressions, statements and blank code', () => {
    expect(codeSyntaxError('state.user && state.user.name')).toBeUndefined()
    expect(codeSyntaxError('state.count = state.count + 1; return state.count')).toBeUndefined()
    expect(codeSyntaxError('if (state.open) state.open = false')).toBeUndefined()
    expect(codeSyntaxError('   ')).toBeUndefined()
  })

  it('reports what the evaluator would, with the position', () => {
    expect(codeSyntaxError('state.count >')).toMatch(/^Syntax error: .*\(\d+:\d+\)$/)
    expect(codeSyntaxError('state.a = ;')).toMatch(/^Syntax error: Unexpected token \(1:10\)$/)
  })

  it('never runs the code', () => {
    let ran = false
    const globals = globalThis as { markRan?: () => void }
    globals.markRan = () => {
      ran = true
    }
    expect(codeSyntaxError('markRan()')).toBeUndefined()
    expect(ran).toBe(false)
    delete globals.markRan
  })
})
