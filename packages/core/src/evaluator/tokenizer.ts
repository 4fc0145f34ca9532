/**
 * The tokenizer of our JavaScript parser. It reads one token at a time, on demand: the parser
 * asks for a regular expression (`readRegExp`) where an expression may start and for the next
 * template chunk (`readTemplateChunk`) after `` ` `` or `}`, so `/` and `}` are never guessed.
 * @module
 */
import { isDigit, isIdentifierChar, isNewline, isSpace } from './char-codes.ts'
import { readEscape, readString } from './read-escape.ts'
import { ParseError } from './parse-error.ts'
import { readNumber } from './read-number.ts'

/** Punctuators of two or more characters, by their first character. */
const LONG_PUNCTUATORS = new Set(
  '?. ?? ??= ... <= << <<= >= >> >>= >>> >>>= == === => != !== ++ += -- -= ** *= **= /= %= &= && &&= |= || ||= ^='.split(
    ' ',
  ),
)
/** Punctuators that never start a longer one. */
const SINGLE_PUNCTUATORS = '(){}[];,~:`'
const OTHER_PUNCTUATORS = '?.<>=!+-*/%&|^'
/**
 * Token state: `type` is `name`, `num`, `string`, `template`, `regexp`, `private`, `eof`, or the
 * punctuator itself (`(`, `=>`, `?.`…). `value` holds a name, the cooked text of a string or
 * template chunk, a regular expression's pattern, or the punctuator.
 */
export class Tokenizer {
  pos = 0
  type = 'eof'
  value = ''
  start = 0
  end = 0
  /** Whether a line break separates this token from the previous one. */
  newlineBefore = false
  /** Whether the current name token was spelled with `\u` escapes. */
  escaped = false
  /** A numeric literal's value. */
  number: number | bigint = 0
  /** A regular expression's flags, or a template chunk's raw text. */
  extra = ''
  /** Position of a bad escape in the current template chunk, or -1. */
  badEscape = -1

  constructor(readonly input: string) {
    // A leading `#!` line (hashbang) is a comment.
    if (input.startsWith('#!')) this.skipLine()
  }

  /** Throws a ParseError at `pos`. */
  raise(pos: number, message: string): never {
    throw new ParseError(message, this.input, pos)
  }

  unexpected(pos = this.start): never {
    return this.raise(pos, 'Unexpected token')
  }

  /** Reads the next token. */
  next(): void {
    this.newlineBefore = false
    this.escaped = false
    this.skipSpace()
    const input = this.input
    const start = (this.start = this.pos)
    if (start >= input.length) return this.finish('eof', '')
    const code = input.charCodeAt(start)
    const point = code >= 0xd800 && code < 0xdc00 ? (input.codePointAt(start) ?? code) : code
    if (code === 92 || isIdentifierChar(point, true)) {
      return this.finish('name', this.readWord())
    }
    if (isDigit(code) || (code === 46 && isDigit(input.charCodeAt(start + 1)))) {
      this.number = readNumber(this)
      return this.finish('num', input.slice(start, this.pos))
    }
    if (code === 34 || code === 39) return this.finish('string', readString(this))
    const char = input.charAt(start)
    this.pos++
    if (SINGLE_PUNCTUATORS.includes(char)) return this.finish(char, char)
    if (code === 35) {
      const name = this.readWord()
      if (name === '') this.raise(start, "Unexpected character '#'")
      return this.finish('private', name)
    }
    for (let length = 4; length > 1; length--) {
      const text = input.slice(start, start + length)
      if (LONG_PUNCTUATORS.has(text) && !(text === '?.' && isDigit(input.charCodeAt(start + 2)))) {
        this.pos = start + length
        return this.finish(text, text)
      }
    }
    if (!OTHER_PUNCTUATORS.includes(char)) {
      this.raise(start, `Unexpected character '${String.fromCodePoint(point)}'`)
    }
    this.finish(char, char)
  }

  /** Where the token after the current one starts, and whether a line break precedes it. */
  protected peek(): { pos: number; newline: boolean } {
    const { pos, newlineBefore } = this
    this.newlineBefore = false
    this.skipSpace()
    const next = { pos: this.pos, newline: this.newlineBefore }
    this.pos = pos
    this.newlineBefore = newlineBefore
    return next
  }

  private finish(type: string, value: string): void {
    this.type = type
    this.value = value
    this.end = this.pos
  }

  /** Skips white space and comments (including HTML-like comments, as scripts allow). */
  private skipSpace(): void {
    const input = this.input
    while (this.pos < input.length) {
      const code = input.charCodeAt(this.pos)
      if (isSpace(code)) this.pos++
      else if (isNewline(code)) {
        this.pos++
        this.newlineBefore = true
      } else if (code === 47 && input.charCodeAt(this.pos + 1) === 47) this.skipLine()
      else if (code === 47 && input.charCodeAt(this.pos + 1) === 42) {
        const end = input.indexOf('*/', this.pos + 2)
        if (end === -1) this.raise(this.pos, 'Unterminated comment')
        if (/[\n\r\u2028\u2029]/.test(input.slice(this.pos + 2, end))) this.newlineBefore = true
        this.pos = end + 2
      } else if (code === 60 && input.startsWith('<!--', this.pos)) this.skipLine()
      else if (
        code === 45 &&
        input.startsWith('-->', this.pos) &&
        (this.newlineBefore || this.end === 0)
      ) {
        this.skipLine()
      } else break
    }
  }

  private skipLine(): void {
    while (this.pos < this.input.length && !isNewline(this.input.charCodeAt(this.pos))) this.pos++
  }

  /** Reads an identifier name, decoding `\u` escapes (which set `escaped`). */
  private readWord(): string {
    const input = this.input
    let word = ''
    let chunkStart = this.pos
    let first = true
    for (;;) {
      const code = input.codePointAt(this.pos) ?? -1
      if (code !== -1 && isIdentifierChar(code, first)) {
        this.pos += code > 0xffff ? 2 : 1
      } else if (code === 92) {
        word += input.slice(chunkStart, this.pos)
        const escapeStart = this.pos
        if (input.charCodeAt(this.pos + 1) !== 117) {
          this.raise(this.pos + 1, 'Expecting Unicode escape sequence \\uXXXX')
        }
        const decoded = readEscape(this, false)
        const decodedCode = decoded.codePointAt(0) ?? -1
        if (decoded.length === 0 || !isIdentifierChar(decodedCode, first)) {
          this.raise(escapeStart, 'Invalid Unicode escape')
        }
        word += decoded
        this.escaped = true
        chunkStart = this.pos
      } else break
      first = false
    }
    return word + input.slice(chunkStart, this.pos)
  }

  /**
   * Reads a template chunk starting at `this.end` (just after `` ` `` or `}`): `value` is the
   * cooked text, `extra` the raw text; the token `type` is `template` when the chunk ends with
   * `${`, `template-tail` when it ends the literal.
   */
  readTemplateChunk(): void {
    const input = this.input
    const start = (this.start = this.pos = this.end)
    let out = ''
    let chunkStart = start
    this.badEscape = -1
    for (;;) {
      if (this.pos >= input.length) this.raise(start, 'Unterminated template')
      const code = input.charCodeAt(this.pos)
      if (code === 96 || (code === 36 && input.charCodeAt(this.pos + 1) === 123)) {
        out += input.slice(chunkStart, this.pos)
        this.extra = input.slice(start, this.pos).replace(/\r\n?/g, '\n')
        this.value = out
        this.pos += code === 96 ? 1 : 2
        this.type = code === 96 ? 'template-tail' : 'template'
        this.end = this.pos
        return
      }
      if (code === 92) {
        out += input.slice(chunkStart, this.pos)
        const escapeStart = this.pos
        try {
          out += readEscape(this, true)
        } catch (error) {
          if (!(error instanceof ParseError)) throw error
          if (this.badEscape === -1) this.badEscape = escapeStart
          this.pos = Math.max(this.pos, escapeStart + 2)
        }
        chunkStart = this.pos
      } else if (code === 13) {
        out += `${input.slice(chunkStart, this.pos)}\n`
        this.pos += input.charCodeAt(this.pos + 1) === 10 ? 2 : 1
        chunkStart = this.pos
      } else this.pos++
    }
  }

  /** Re-reads the current `/` or `/=` token as a regular expression literal. */
  readRegExp(): void {
    const input = this.input
    const start = this.start
    let inClass = false
    this.pos = start + 1
    for (;;) {
      const code = input.charCodeAt(this.pos)
      if (this.pos >= input.length || isNewline(code)) {
        this.raise(start + 1, 'Unterminated regular expression')
      }
      if (code === 92) {
        this.pos++
        if (this.pos >= input.length || isNewline(input.charCodeAt(this.pos))) {
          this.raise(start + 1, 'Unterminated regular expression')
        }
      } else if (code === 91) inClass = true
      else if (code === 93) inClass = false
      else if (code === 47 && !inClass) break
      this.pos++
    }
    const pattern = input.slice(start + 1, this.pos++)
    const flagsStart = this.pos
    this.escaped = false
    const flags = this.readWord()
    if (this.escaped) this.unexpected(flagsStart)
    this.extra = flags
    this.finish('regexp', pattern)
  }
}
