import { QueryParseError } from '../errors.ts'
import { describeValue } from '../validate/describe-value.ts'

/** Longest `$regex` pattern accepted. */
export const MAX_REGEX_LENGTH = 200

const ALLOWED_FLAGS = /^[imsu]*$/

interface GroupScan {
  /** The group (or anything nested in it) holds a quantifier or an alternation. */
  isAmbiguous: boolean
}

/** Length of `?:`, `?=`, `?!`, `?<=`, `?<!` or `?<name>` right after `(`, else 0. */
function groupPrefixLength(pattern: string, at: number): number {
  if (pattern[at] !== '?') return 0
  const next = pattern[at + 1]
  if (next === ':' || next === '=' || next === '!') return 2
  if (next !== '<') return 1
  const after = pattern[at + 2]
  if (after === '=' || after === '!') return 3
  const close = pattern.indexOf('>', at)
  return close === -1 ? 1 : close - at + 1
}

/**
 * Refuses patterns that can backtrack catastrophically. The heuristic, deliberately
 * conservative:
 * - a group that contains a quantifier (`* + ? {`) or an alternation (`|`) may not itself be
 *   followed by an unbounded or counted quantifier (`*`, `+`, `{`): this rejects `(a+)+`,
 *   `(a|aa)*`, `(\w+\s?){3,}` and friends, while `(ab)+`, `(a+)?` and `a+b*` pass;
 * - backreferences (`\1`, `\k<name>`) are refused, since they make matching NP-hard.
 * Character classes and escapes are skipped while scanning, so `[(+)]` is fine.
 */
function assertNoNestedQuantifier(pattern: string): void {
  const stack: GroupScan[] = [{ isAmbiguous: false }]
  const refuse = (): never => {
    throw new QueryParseError(`Unsafe $regex "${pattern}": nested quantifiers are not allowed`)
  }
  let index = 0
  while (index < pattern.length) {
    const char = pattern[index]
    const top = stack[stack.length - 1] as GroupScan
    if (char === '\\') {
      const next = pattern[index + 1] ?? ''
      if (/[1-9]/.test(next) || next === 'k') {
        throw new QueryParseError(`Unsafe $regex "${pattern}": backreferences are not allowed`)
      }
      index += 2
      continue
    }
    if (char === '[') {
      index += 1
      while (index < pattern.length && pattern[index] !== ']') {
        index += pattern[index] === '\\' ? 2 : 1
      }
      index += 1
      continue
    }
    if (char === '(') {
      stack.push({ isAmbiguous: false })
      index += groupPrefixLength(pattern, index + 1) + 1
      continue
    } else if (char === ')') {
      const group = stack.length > 1 ? (stack.pop() as GroupScan) : top
      const next = pattern[index + 1]
      if (group.isAmbiguous && (next === '*' || next === '+' || next === '{')) refuse()
      const parent = stack[stack.length - 1] as GroupScan
      if (group.isAmbiguous) parent.isAmbiguous = true
    } else if (char === '*' || char === '+' || char === '?' || char === '{' || char === '|') {
      top.isAmbiguous = true
    }
    index += 1
  }
}

/**
 * Compiles a `$regex` (with optional `$options` flags `i`, `m`, `s`, `u`) after checking it is
 * safe to run against untrusted documents: at most {@link MAX_REGEX_LENGTH} characters, no
 * nested quantifiers, no backreferences. Anything else is a `QueryParseError`.
 */
export function compileSafeRegex(pattern: unknown, options: unknown = ''): RegExp {
  if (typeof pattern !== 'string') throw new QueryParseError('$regex needs a string pattern')
  if (typeof options !== 'string' || !ALLOWED_FLAGS.test(options)) {
    throw new QueryParseError(`Invalid $options ${describeValue(options)}: use flags i, m, s, u`)
  }
  if (pattern.length > MAX_REGEX_LENGTH) {
    throw new QueryParseError(`$regex is longer than ${MAX_REGEX_LENGTH} characters`)
  }
  assertNoNestedQuantifier(pattern)
  try {
    return new RegExp(pattern, [...new Set(options)].join(''))
  } catch (error: unknown) {
    throw new QueryParseError(`Invalid $regex "${pattern}"`, { cause: error })
  }
}
