import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isSafeUrlAttribute } from '../pipeline/is-safe-url-attribute.ts'
import { isSafeUrl } from './is-safe-url.ts'

describe('isSafeUrl', () => {
  it('agrees with isSafeUrlAttribute', () => {
    const piece = fc.constantFrom('java', 'script', 'vb', 'data', ':', 'image/', 'text/', ' ', '\t')
    const url = fc.oneof(
      fc.string(),
      fc
        .array(fc.oneof(piece, fc.constantFrom('\u0000', '\u007f', 'J', 'A')), { maxLength: 8 })
        .map((parts) => parts.join('')),
      fc.constantFrom(
        'javascript:x',
        ' JaVa\nScript:x',
        'data:image/png,x',
        'DATA:text/html,x',
        '/a',
      ),
    )
    fc.assert(
      fc.property(fc.constantFrom('href' as const, 'src' as const), url, (name, value) => {
        expect(isSafeUrl(name, value)).toBe(isSafeUrlAttribute(name, value))
      }),
      { numRuns: 1000 },
    )
  })
})
