/**
 * Turns author code into something the interpreter can run, following the protocol's wrapping
 * rule: code with no `;`, no ` return ` and not starting with `return ` is one expression
 * whose value is the result; anything else is a statement list whose `return` gives the result.
 * @module
 */
import type { Expression, Program } from './ast.ts'
import { parseProgram } from './parse-program.ts'

/** What one code string parsed to. */
export type ParsedCode =
  /** Blank code: the result is undefined. */
  | { kind: 'empty' }
  /** `state.a.b` (optionally with `return` and `;`): read directly, no interpretation. */
  | { kind: 'path'; path: string[]; expression: Expression }
  | { kind: 'expression'; expression: Expression }
  | { kind: 'statements'; program: Program }
  | { kind: 'error'; message: string }

/** Longest code accepted, in UTF-16 code units; longer code is an error value. */
export const MAX_CODE_LENGTH = 100_000

const STATE_PATH = /^\s*(?:return\s+)?state((?:\.[A-Za-z_$][\w$]*)+)\s*;?\s*$/

/** Whether the wrapping rule makes `code` a single expression (its value is the result). */
export function isExpressionCode(code: string): boolean {
  return !code.includes(';') && !code.includes(' return ') && !code.trim().startsWith('return ')
}

/**
 * Parses `code` once. Never throws: syntax errors come back as `{ kind: 'error' }`.
 * Expression code that is not a valid expression but is a valid statement list (`if (a) b`)
 * runs as statements.
 */
export function parseCode(code: string): ParsedCode {
  if (code.trim() === '') return { kind: 'empty' }
  if (code.length > MAX_CODE_LENGTH) {
    return {
      kind: 'error',
      message: `Code is too long (${code.length} characters; the limit is ${MAX_CODE_LENGTH})`,
    }
  }
  try {
    const path = STATE_PATH.exec(code)?.[1]
    if (path !== undefined) {
      return {
        kind: 'path',
        path: path.slice(1).split('.'),
        expression: parseExpression(`state${path}`),
      }
    }
    if (isExpressionCode(code)) {
      try {
        return { kind: 'expression', expression: parseExpression(code) }
      } catch {
        // Not an expression: fall through to statements, whose error (if any) has true positions.
      }
    }
    return { kind: 'statements', program: parseProgram(code) }
  } catch (error) {
    return {
      kind: 'error',
      message: `Syntax error: ${error instanceof Error ? error.message : String(error)}`,
    }
  }
}

/** Parses `code` as `(code)`, like the protocol's `return (code);`. */
function parseExpression(code: string): Expression {
  const program = parseProgram(`(${code}\n)`)
  const statement = program.body[0]
  if (program.body.length !== 1 || statement?.type !== 'ExpressionStatement') {
    throw new SyntaxError('Not a single expression')
  }
  return statement.expression
}
