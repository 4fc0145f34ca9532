import { createEvaluator } from './evaluator.ts'

/**
 * Test helpers (imported only by tests): evaluate with a quiet evaluator and get the value or
 * the error message, failing loudly when the outcome is the other one.
 */
const evaluator = createEvaluator({ logger: () => {} })

export function value(code: string, scope: Record<string, unknown> = {}): unknown {
  const result = evaluator.evaluate(code, scope)
  if (!result.ok) throw new Error(`Unexpected failure: ${result.error.message}`)
  return result.value
}

export function failure(code: string, scope: Record<string, unknown> = {}): string {
  const result = evaluator.evaluate(code, scope)
  if (result.ok) throw new Error(`Unexpected success: ${String(result.value)}`)
  return result.error.message
}
