import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { BAD_ESCAPES, deepJson, deepJsonText, nulString, paramValue } from './fuzz-values.ts'

const sample = <T>(arbitrary: fc.Arbitrary<T>, numRuns = 500): T[] =>
  fc.sample(arbitrary, { seed: 16, numRuns })

/** Nesting depth of JSON text (brackets outside strings). */
function depthOf(text: string): number {
  let depth = 0
  let most = 0
  for (const char of text) {
    if (char === '[' || char === '{') most = Math.max(most, (depth += 1))
    if (char === ']' || char === '}') depth -= 1
  }
  return most
}

describe('fuzz values', () => {
  it('nests JSON as deep as asked, as arrays or objects', () => {
    expect(deepJsonText(3, 'array')).toBe('[[[]]]')
    expect(JSON.parse(deepJsonText(2, 'object'))).toEqual({ a: { a: {} } })
    expect(depthOf(deepJsonText(300, 'object'))).toBe(301)
  })

  it('makes deep JSON around the limits and far past them', () => {
    const depths = sample(deepJson(2000)).map(depthOf)
    expect(depths.some((depth) => depth >= 60 && depth <= 71)).toBe(true)
    expect(depths.some((depth) => depth >= 250 && depth <= 261)).toBe(true)
    expect(depths.some((depth) => depth > 1000)).toBe(true)
  })

  it('puts a NUL character in every NUL string', () => {
    expect(sample(nulString).every((text) => text.includes('\u0000'))).toBe(true)
  })

  it('encodes parameter values, leaving malformed escapes raw in some', () => {
    const values = sample(paramValue, 2000)
    expect(values.every((value) => !/[ &#]/.test(value))).toBe(true)
    expect(values.some((value) => value.includes('%00'))).toBe(true)
    const malformed = values.filter((value) => {
      try {
        decodeURIComponent(value)
        return false
      } catch {
        return true
      }
    })
    expect(malformed.length).toBeGreaterThan(50)
    expect(
      BAD_ESCAPES.filter((escape) => values.some((value) => value.includes(escape))).length,
    ).toBeGreaterThan(5)
  })

  it('is reproducible with a seed', () => {
    expect(sample(paramValue, 50)).toEqual(sample(paramValue, 50))
  })
})
