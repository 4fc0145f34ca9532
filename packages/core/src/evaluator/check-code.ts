/**
 * The syntax check of author code for editors: what the evaluator would say of the code
 * before running it, without running it.
 * @module
 */
import { parseCode } from './parse-code.ts'

/**
 * The syntax error the evaluator would report for `code` (a binding, an action, a show-if), or
 * `undefined` when it parses (blank code parses: it evaluates to undefined). Never throws and
 * never runs the code.
 * @example
 * codeSyntaxError('state.count >') // 'Syntax error: Unexpected token (2:0)'
 */
export function codeSyntaxError(code: string): string | undefined {
  const parsed = parseCode(code)
  return parsed.kind === 'error' ? parsed.message : undefined
}
