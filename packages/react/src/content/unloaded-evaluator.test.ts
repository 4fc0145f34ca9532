import { EvaluationError } from '@tessera/core'
import { describe, expect, it } from 'vitest'
import { UNLOADED_EVALUATOR } from './unloaded-evaluator.ts'

describe('UNLOADED_EVALUATOR', () => {
  it('fails every evaluation with an EvaluationError naming the source', () => {
    const result = UNLOADED_EVALUATOR.evaluate('1 + 1', {})
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.error).toBeInstanceOf(EvaluationError)
    expect(result.error.message).toBe('The evaluator is not loaded: this content has no code')
  })
})
