import { describe, expect, it } from 'vitest'
import { testCookieName } from './test-cookie-name.ts'

describe('testCookieName', () => {
  it('prefixes the content id with builder.tests.', () => {
    expect(testCookieName('0123abcd')).toBe('builder.tests.0123abcd')
  })
})
