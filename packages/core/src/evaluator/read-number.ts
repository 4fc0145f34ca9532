/**
 * Numeric literals: decimal (`1_000`, `.5`, `1e3`), hex/octal/binary, legacy octal (`017`)
 * and BigInt (`10n`), with the separator rules of JavaScript.
 * @module
 */
import { type SourceReader, isIdentifierChar } from './char-codes.ts'

const RADIX_PREFIXES = new Map([
  ['x', 16],
  ['X', 16],
  ['o', 8],
  ['O', 8],
  ['b', 2],
  ['B', 2],
])

/** Reads digits of `radix` with `_` separators; returns them without separators (may be ''). */
function readDigits(reader: SourceReader, radix: number, legacyOctal = false): string {
  const { input } = reader
  const start = reader.pos
  let last = -1
  for (; ; reader.pos++) {
    const code = input.charCodeAt(reader.pos)
    if (code === 95) {
      if (legacyOctal) {
        reader.raise(
          reader.pos,
          'Numeric separator is not allowed in legacy octal numeric literals',
        )
      }
      if (last === 95) reader.raise(reader.pos, 'Numeric separator must be exactly one underscore')
      if (reader.pos === start) {
        reader.raise(reader.pos, 'Numeric separator is not allowed at the first of digits')
      }
      last = code
      continue
    }
    const digit =
      code >= 97 ? code - 87 : code >= 65 ? code - 55 : code >= 48 && code <= 57 ? code - 48 : 99
    if (digit >= radix) break
    last = code
  }
  if (last === 95) {
    reader.raise(reader.pos - 1, 'Numeric separator is not allowed at the last of digits')
  }
  return input.slice(start, reader.pos).replaceAll('_', '')
}

function bigIntSuffix(reader: SourceReader): boolean {
  if (reader.input.charCodeAt(reader.pos) !== 110) return false
  reader.pos++
  return true
}

/** Reads the numeric literal at `reader.pos` and returns its value. */
export function readNumber(reader: SourceReader): number | bigint {
  const { input } = reader
  const start = reader.pos
  const zero = input.charCodeAt(start) === 48
  const radix = zero ? RADIX_PREFIXES.get(input.charAt(start + 1)) : undefined
  let value: number | bigint
  if (radix !== undefined) {
    reader.pos += 2
    const digits = readDigits(reader, radix)
    if (digits === '') reader.raise(start + 2, `Expected number in radix ${radix}`)
    const text = input.slice(start, start + 2) + digits
    value = bigIntSuffix(reader) ? BigInt(text) : Number(text)
  } else {
    let text = readDigits(reader, 10, zero)
    const leadingZero = zero && text.length > 1
    const octal = leadingZero && !/[89]/.test(text)
    if (!leadingZero && text !== '' && bigIntSuffix(reader)) value = BigInt(text)
    else {
      if (input.charCodeAt(reader.pos) === 46 && !octal) {
        reader.pos++
        text += `.${readDigits(reader, 10)}`
      }
      if ((input.charCodeAt(reader.pos) | 32) === 101 && !octal) {
        const sign = /[+-]/.test(input.charAt(++reader.pos)) ? input.charAt(reader.pos++) : ''
        const digits = readDigits(reader, 10)
        if (digits === '') reader.raise(start, 'Invalid number')
        text += `e${sign}${digits}`
      }
      value = octal ? parseInt(text, 8) : Number(text)
    }
  }
  const after = input.codePointAt(reader.pos) ?? -1
  if (after === 92 || (after !== -1 && isIdentifierChar(after, true))) {
    reader.raise(reader.pos, 'Identifier directly after number')
  }
  return value
}
