/**
 * String literals and the escape sequences of strings, template chunks and identifiers.
 * @module
 */
import type { SourceReader } from './char-codes.ts'

/** Reads exactly `length` hex digits at `reader.pos`. */
function readHex(reader: SourceReader, length: number): number {
  const start = reader.pos
  const digits = reader.input.slice(start, start + Math.max(length, 0))
  if (length <= 0 || digits.length !== length || !/^[\da-fA-F]+$/.test(digits)) {
    return reader.raise(start, 'Bad character escape sequence')
  }
  reader.pos += length
  return parseInt(digits, 16)
}

/** `\uXXXX` or `\u{X…}` after the `u`. */
function readCodePoint(reader: SourceReader): number {
  if (reader.input.charCodeAt(reader.pos) !== 123) return readHex(reader, 4)
  const start = ++reader.pos
  const code = readHex(reader, reader.input.indexOf('}', start) - start)
  reader.pos++
  if (code > 0x10ffff) reader.raise(start, 'Code point out of bounds')
  return code
}

/**
 * Reads the escape sequence whose backslash is at `reader.pos` and returns the text it stands
 * for (empty for a line continuation). Legacy octal escapes and `\8`, `\9` are allowed in
 * strings (sloppy scripts) but not in templates, as in JavaScript.
 */
export function readEscape(reader: SourceReader, inTemplate: boolean): string {
  const input = reader.input
  const code = input.charCodeAt(++reader.pos)
  reader.pos++
  switch (code) {
    case 110:
      return '\n'
    case 114:
      return '\r'
    case 116:
      return '\t'
    case 98:
      return '\b'
    case 118:
      return '\v'
    case 102:
      return '\f'
    case 120:
      return String.fromCharCode(readHex(reader, 2))
    case 117:
      return String.fromCodePoint(readCodePoint(reader))
    case 13:
      if (input.charCodeAt(reader.pos) === 10) reader.pos++
      return ''
    case 10:
    case 0x2028:
    case 0x2029:
      return ''
    case 56:
    case 57:
      if (inTemplate) reader.raise(reader.pos - 1, 'Invalid escape sequence in template string')
      return String.fromCharCode(code)
    default:
      break
  }
  if (code >= 48 && code <= 55) {
    let octal = /^[0-7]+/.exec(input.slice(reader.pos - 1, reader.pos + 2))?.[0] ?? '0'
    if (parseInt(octal, 8) > 255) octal = octal.slice(0, -1)
    reader.pos += octal.length - 1
    const after = input.charCodeAt(reader.pos)
    if (inTemplate && (octal !== '0' || after === 56 || after === 57)) {
      reader.raise(reader.pos - octal.length, 'Octal literal in template string')
    }
    return String.fromCharCode(parseInt(octal, 8))
  }
  return Number.isNaN(code) ? '' : String.fromCharCode(code)
}

/** Reads the string literal whose opening quote is at `reader.pos`; returns its value. */
export function readString(reader: SourceReader): string {
  const { input } = reader
  const start = reader.pos
  const quote = input.charCodeAt(start)
  let out = ''
  let chunkStart = ++reader.pos
  for (;;) {
    const code = input.charCodeAt(reader.pos)
    if (code === quote) break
    if (code === 92) {
      out += input.slice(chunkStart, reader.pos)
      out += readEscape(reader, false)
      chunkStart = reader.pos
    } else if (reader.pos >= input.length || code === 10 || code === 13) {
      reader.raise(start, 'Unterminated string constant')
    } else reader.pos++
  }
  return out + input.slice(chunkStart, reader.pos++)
}
