/**
 * Pseudo-random a/b text (a fixed xorshift sequence). On it, patterns such as
 * `a[ab]{20}[^ab]` defeat RE2's automaton cache, so matching falls back to its slower (still
 * linear) simulation: about a second per MB on the machines we test on.
 */
export function adversarialAbText(length: number): string {
  const chars: string[] = []
  let seed = 2463534242
  for (let index = 0; index < length; index += 1) {
    seed ^= seed << 13
    seed ^= seed >>> 17
    seed ^= seed << 5
    chars.push(seed & 1 ? 'a' : 'b')
  }
  return chars.join('')
}

/**
 * Patterns of the well-known ReDoS classes, for fuzzing `$regex`: nested quantifiers,
 * overlapping alternations, adjacent overlapping quantifiers (polynomial), quantified groups
 * with overlap, counted repetitions that blow up an automaton, classic real-world patterns
 * (e-mail, URL validators), and what backtracking engines alone accept (backreferences,
 * lookarounds).
 */
export const ADVERSARIAL_PATTERNS: readonly string[] = [
  '(a+)+$',
  '(a*)*b',
  '((a+)+)+$',
  '(\\w+\\s?)+$',
  '(a|a)*$',
  '(a|aa)+$',
  '(a|ab)*c',
  '(.|\\s)*$',
  '.*.*.*.*Z',
  '\\w*\\w*\\w*\\w*!',
  'a*a*a*a*a*a*b',
  '(.*a){12}$',
  'a[ab]{20}[^ab]',
  '(a|b)*a(a|b){25}[^ab]',
  '(?i)(\\p{L}+)+$',
  '^([a-zA-Z0-9])(([\\-.]|[_]+)?([a-zA-Z0-9]+))*(@){1}[a-z0-9]+[.]{1}(([a-z]{2,3})|([a-z]{2,3}[.]{1}[a-z]{2,3}))$',
  '^(https?://)?([\\da-z.-]+)\\.([a-z.]{2,6})([/\\w .-]*)*/?$',
  '(a+)\\1',
  '(?=(a+))+b',
  '(?!a)*b',
  '(?<=a+)b',
]

/** Pieces of fuzzed patterns: the adversarial patterns and bits of regex syntax to join. */
export const ADVERSARIAL_PIECES: readonly string[] = [
  ...ADVERSARIAL_PATTERNS,
  '(',
  ')',
  '+',
  '*',
  '{2,}',
  '|',
  '.*',
  '[ab]',
  '\\w',
  '(?i)',
]
