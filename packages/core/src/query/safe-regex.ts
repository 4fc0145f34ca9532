import { RE2JS } from 're2js'
import { QueryParseError } from '../errors.ts'
import { describeValue } from '../validate/describe-value.ts'

/** Longest `$regex` pattern accepted. */
export const MAX_REGEX_LENGTH = 200

/** `$options` flags and the RE2 flag each one sets (`u` is accepted: RE2 always reads code points). */
const FLAG_BITS: Readonly<Record<string, number>> = {
  i: RE2JS.CASE_INSENSITIVE,
  m: RE2JS.MULTILINE,
  s: RE2JS.DOTALL,
  u: 0,
}

/** A compiled `$regex`: what the query language needs of a regular expression. */
export interface SafeRegex {
  /** Whether the pattern matches anywhere in `text`, in time linear in `text`'s length. */
  test(text: string): boolean
  /** The pattern as written. */
  readonly source: string
  /** The `$options` flags, each once, in the order given. */
  readonly flags: string
}

function readFlags(options: unknown): string {
  if (typeof options !== 'string' || [...options].some((flag) => !(flag in FLAG_BITS))) {
    throw new QueryParseError(`Invalid $options ${describeValue(options)}: use flags i, m, s, u`)
  }
  return [...new Set(options)].join('')
}

/**
 * JavaScript's `\uXXXX` and `\u{X…}` escapes in RE2's spelling (`\x{XXXX}`); every other escape
 * is left to RE2, which refuses what it does not know rather than reading it another way.
 */
function toRe2Escapes(pattern: string): string {
  let out = ''
  let index = 0
  while (index < pattern.length) {
    const char = pattern[index] as string
    if (char !== '\\') {
      out += char
      index += 1
      continue
    }
    const unicode = /^u(?:([0-9a-fA-F]{4})|\{([0-9a-fA-F]{1,6})\})/.exec(pattern.slice(index + 1))
    if (unicode) {
      out += `\\x{${unicode[1] ?? unicode[2]}}`
      index += 1 + unicode[0].length
    } else {
      out += pattern.slice(index, index + 2)
      index += 2
    }
  }
  return out
}

/** The first line of an RE2 syntax error, without the library's prefix. */
function syntaxReason(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error)
  return message.replace(/^error parsing regexp: /, '').split('\n')[0] ?? message
}

/**
 * Compiles a `$regex` (with optional `$options` flags `i`, `m`, `s`, `u`) for matching against
 * untrusted documents. It runs on RE2JS, a port of RE2: matching takes time linear in the text,
 * whatever the pattern, so no pattern backtracks catastrophically (`(a+)+$`, `(a|aa)*`,
 * `.*.*.*Z` are all fine). The price is RE2's syntax: backreferences (`\1`) and lookarounds
 * (`(?=…)`, `(?<!…)`) are refused. Patterns are limited to {@link MAX_REGEX_LENGTH}
 * characters. Anything refused is a `QueryParseError` that says why.
 * @example compileSafeRegex('^/blog/', 'i').test('/Blog/post') // true
 */
export function compileSafeRegex(pattern: unknown, options: unknown = ''): SafeRegex {
  if (typeof pattern !== 'string') throw new QueryParseError('$regex needs a string pattern')
  const flags = readFlags(options)
  if (pattern.length > MAX_REGEX_LENGTH) {
    throw new QueryParseError(`$regex is longer than ${MAX_REGEX_LENGTH} characters`)
  }
  let compiled: RE2JS
  try {
    const bits = [...flags].reduce((all, flag) => all | (FLAG_BITS[flag] ?? 0), 0)
    compiled = RE2JS.compile(toRe2Escapes(pattern), bits)
  } catch (error: unknown) {
    throw new QueryParseError(
      `Invalid $regex "${pattern}": ${syntaxReason(error)} (patterns use RE2 syntax)`,
      { cause: error },
    )
  }
  return { test: (text) => compiled.test(text), source: pattern, flags }
}
