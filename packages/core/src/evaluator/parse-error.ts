/**
 * The error of our parser, with acorn's message format: `Unexpected token (1:3)`.
 * @module
 */
import { isNewline } from './char-codes.ts'

/**
 * A syntax error in author code (or code nested too deeply). Its message ends with the
 * `(line:column)` of `pos` (line from 1, column from 0), as acorn's do.
 */
export class ParseError extends SyntaxError {
  readonly line: number
  readonly column: number

  constructor(
    message: string,
    input: string,
    readonly pos: number,
  ) {
    let line = 1
    let lineStart = 0
    for (let i = 0; i < pos; i++) {
      const code = input.charCodeAt(i)
      if (code === 13 && input.charCodeAt(i + 1) === 10) i++
      if (isNewline(code)) {
        line++
        lineStart = i + 1
      }
    }
    super(`${message} (${line}:${pos - lineStart})`)
    this.name = 'ParseError'
    this.line = line
    this.column = pos - lineStart
  }
}
