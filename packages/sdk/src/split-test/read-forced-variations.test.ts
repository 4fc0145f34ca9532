import { describe, expect, it } from 'vitest'
import { readForcedVariations } from './read-forced-variations.ts'

describe('readForcedVariations', () => {
  it('reads builder.tests.<id> and builder_tests_<id> parameters', () => {
    expect(
      readForcedVariations('?builder.tests.c1=v1&builder_tests_c2=v2&builder.preview=page&x=1'),
    ).toEqual({ c1: 'v1', c2: 'v2' })
  })

  it('takes URLSearchParams, keeps the first value and skips empty ids and values', () => {
    const params = new URLSearchParams(
      'builder.tests.c1=a&builder.tests.c1=b&builder.tests.=x&builder.tests.c3=',
    )
    expect(readForcedVariations(params)).toEqual({ c1: 'a' })
  })

  it('decodes values and stores __proto__ as a plain key', () => {
    const forced = readForcedVariations('builder.tests.__proto__=x&builder.tests.c1=a%20b')
    expect(forced.c1).toBe('a b')
    expect(Object.hasOwn(forced, '__proto__')).toBe(true)
    expect(({} as Record<string, unknown>).x).toBeUndefined()
  })
})
