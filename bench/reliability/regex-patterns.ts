import fc from 'fast-check'
import {
  ADVERSARIAL_PATTERNS,
  ADVERSARIAL_PIECES as PIECES,
} from '../../packages/server/src/query/adversarial-text.test-support.ts'

/** Longest fuzzed pattern, in characters. */
export const MAX_FUZZED_PATTERN_LENGTH = 200

/**
 * The `$regex` patterns of the adversarial scenario: every pattern of the well-known ReDoS
 * classes (`ADVERSARIAL_PATTERNS`, the server's own test list), then `fuzzed` patterns of one to
 * four pieces (valid or not), the same for a given `seed`.
 * @example regexPatterns({ seed: 16, fuzzed: 50 }).length // 21 + 50
 */
export function regexPatterns(options: { seed: number; fuzzed: number }): string[] {
  const joined = fc
    .array(fc.constantFrom(...PIECES), { minLength: 1, maxLength: 4 })
    .map((parts) => parts.join('').slice(0, MAX_FUZZED_PATTERN_LENGTH))
  const fuzzed =
    options.fuzzed > 0 ? fc.sample(joined, { seed: options.seed, numRuns: options.fuzzed }) : []
  return [...ADVERSARIAL_PATTERNS, ...fuzzed]
}
