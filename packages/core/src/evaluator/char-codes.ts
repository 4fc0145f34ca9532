/**
 * Character classes of JavaScript source, and the small reader interface the literal readers
 * share with the tokenizer.
 * @module
 */

/** What the literal readers need of the tokenizer: the input and a position to advance. */
export interface SourceReader {
  readonly input: string
  pos: number
  raise(pos: number, message: string): never
}

const NON_ASCII_SPACE = /[\u1680\u2000-\u200a\u202f\u205f\u3000\ufeff]/
const ID_START = /[\p{ID_Start}$_]/u
const ID_PART = /[\p{ID_Continue}$\u200c\u200d]/u

/** Line terminators: `\n`, `\r`, U+2028 and U+2029. */
export function isNewline(code: number): boolean {
  return code === 10 || code === 13 || code === 0x2028 || code === 0x2029
}

/** White space other than line terminators. */
export function isSpace(code: number): boolean {
  return (
    code === 32 ||
    code === 160 ||
    code === 9 ||
    code === 11 ||
    code === 12 ||
    (code > 5759 && NON_ASCII_SPACE.test(String.fromCharCode(code)))
  )
}

export function isDigit(code: number): boolean {
  return code >= 48 && code <= 57
}

/** Whether `code` (a code point) can start (`first`) or continue an identifier. */
export function isIdentifierChar(code: number, first: boolean): boolean {
  if (code < 128) {
    const lower = code | 32
    return (lower >= 97 && lower <= 122) || code === 36 || code === 95 || (!first && isDigit(code))
  }
  return (first ? ID_START : ID_PART).test(String.fromCodePoint(code))
}
