/**
 * Entry point of our JavaScript parser (a small replacement for acorn covering the syntax the
 * evaluator meets): a script in sloppy mode, `return` allowed outside functions.
 * @module
 */
import type { Program } from './ast.ts'
import { Parser } from './parse-statement.ts'

/**
 * Parses `source` into the ESTree `Program` acorn would produce (without positions).
 * @throws ParseError (a SyntaxError whose message ends with `(line:column)`) on bad syntax,
 * or when code nests deeper than MAX_NESTING_DEPTH.
 */
export function parseProgram(source: string): Program {
  return new Parser(source).parseTopLevel()
}
