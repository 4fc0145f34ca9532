import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ParseError } from './parse-error.ts'
import { parseProgram } from './parse-program.ts'

/** Parses `code`; any failure other than our ParseError fails the property. */
function parsesOrRefuses(code: string): void {
  for (const source of [code, `(${code}\n)`]) {
    try {
      parseProgram(source)
    } catch (error) {
      expect(error).toBeInstanceOf(ParseError)
      expect((error as ParseError).message).toMatch(/ \(\d+:\d+\)$/)
    }
  }
}

const FRAGMENTS = [
  ...'a b async let of get set static yield await new this super in ( ) [ ] { } => ; , : ? ?. . ... ++ -- + - * ** / /= = += ?? ??= || && ! ~ typeof delete void if else for while do return break continue switch case default function class extends try catch finally throw import export with debugger # #x @ 1 .5 0x 0x1F 1_ 1_0 10n 08 09.5 1e 1e+ \' " ` ${ } \\ \\u \\u{ \\x //c /*c */ <!-- -->'.split(
    ' ',
  ),
  ' ',
  '\n',
  '\r\n',
  '\u2028',
  '😀',
  'é',
]

describe('parser fuzzing', () => {
  it('throws nothing but ParseError on random strings', () => {
    fc.assert(fc.property(fc.string({ maxLength: 80, unit: 'grapheme' }), parsesOrRefuses), {
      numRuns: 3_000,
    })
  })

  it('throws nothing but ParseError on random JavaScript-like fragments', () => {
    const code = fc.array(fc.constantFrom(...FRAGMENTS), { maxLength: 30 }).map((p) => p.join(''))
    fc.assert(fc.property(code, parsesOrRefuses), { numRuns: 5_000 })
  })

  it('throws nothing but ParseError on deeply nested random brackets', () => {
    const code = fc
      .array(fc.constantFrom('(', '[', '{', '`${', '!', 'a=>', 'a**', 'if(a)', ')', ']', '}'), {
        minLength: 100,
        maxLength: 800,
      })
      .map((parts) => parts.join(''))
    fc.assert(fc.property(code, parsesOrRefuses), { numRuns: 300 })
  })
})
