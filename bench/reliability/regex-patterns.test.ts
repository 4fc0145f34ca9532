import { describe, expect, it } from 'vitest'
import { ADVERSARIAL_PATTERNS } from '../../packages/server/src/query/adversarial-text.test-support.ts'
import { MAX_FUZZED_PATTERN_LENGTH, regexPatterns } from './regex-patterns.ts'

describe('regexPatterns', () => {
  it('starts with every adversarial pattern, then the fuzzed ones', () => {
    const patterns = regexPatterns({ seed: 16, fuzzed: 50 })
    expect(patterns).toHaveLength(ADVERSARIAL_PATTERNS.length + 50)
    expect(patterns.slice(0, ADVERSARIAL_PATTERNS.length)).toEqual(ADVERSARIAL_PATTERNS)
  })

  it('makes fuzzed patterns of adversarial pieces, bounded in length', () => {
    const fuzzed = regexPatterns({ seed: 16, fuzzed: 200 }).slice(ADVERSARIAL_PATTERNS.length)
    expect(fuzzed.every((pattern) => pattern.length > 0)).toBe(true)
    expect(fuzzed.every((pattern) => pattern.length <= MAX_FUZZED_PATTERN_LENGTH)).toBe(true)
    expect(
      fuzzed.some((pattern) => ADVERSARIAL_PATTERNS.some((piece) => pattern.includes(piece))),
    ).toBe(true)
    const isValid = (pattern: string) => {
      try {
        new RegExp(pattern)
        return true
      } catch {
        return false
      }
    }
    expect(fuzzed.some(isValid)).toBe(true)
    expect(fuzzed.some((pattern) => !isValid(pattern))).toBe(true)
  })

  it('gives the same patterns for the same seed', () => {
    expect(regexPatterns({ seed: 3, fuzzed: 20 })).toEqual(regexPatterns({ seed: 3, fuzzed: 20 }))
    expect(regexPatterns({ seed: 3, fuzzed: 20 })).not.toEqual(
      regexPatterns({ seed: 4, fuzzed: 20 }),
    )
  })
})
