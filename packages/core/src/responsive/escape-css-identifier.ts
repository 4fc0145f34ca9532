function isDigit(code: number): boolean {
  return code >= 0x30 && code <= 0x39
}

/**
 * Whether an identifier needs no escaping: only `-`, `_`, ASCII letters and digits, and
 * non-ASCII characters; no leading digit (after an optional `-`); not a lone `-`. (A loop: a
 * few times faster than the equivalent regular expression on block ids.)
 */
function isPlainIdentifier(value: string): boolean {
  const first = value.charCodeAt(0)
  if (isDigit(first)) return false
  if (first === 0x2d && (value.length === 1 || isDigit(value.charCodeAt(1)))) return false
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i)
    const lower = code | 0x20
    const isLetter = lower >= 0x61 && lower <= 0x7a
    if (!isLetter && !isDigit(code) && code !== 0x2d && code !== 0x5f && code < 0x80) return false
  }
  return true
}

function hexEscape(code: number): string {
  return `\\${code.toString(16)} `
}

/**
 * Escapes a string for use as a CSS identifier (a class name after `.`), following the CSSOM
 * `CSS.escape()` algorithm, which is not available outside browsers. Plain ids such as
 * `builder-abc123` come back unchanged.
 * @example
 * escapeCssIdentifier('1a b') // '\\31 a\\ b'
 */
export function escapeCssIdentifier(value: string): string {
  if (isPlainIdentifier(value)) return value
  let out = ''
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i)
    const char = value.charAt(i)
    const isDigit = code >= 0x30 && code <= 0x39
    if (code === 0) out += '\uFFFD'
    else if ((code >= 0x01 && code <= 0x1f) || code === 0x7f) out += hexEscape(code)
    else if (isDigit && (i === 0 || (i === 1 && value.charCodeAt(0) === 0x2d))) {
      out += hexEscape(code)
    } else if (i === 0 && char === '-' && value.length === 1) out += '\\-'
    else if (code >= 0x80 || /[-_0-9A-Za-z]/.test(char)) out += char
    else out += `\\${char}`
  }
  return out
}
