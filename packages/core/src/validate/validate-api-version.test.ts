import { describe, expect, it } from 'vitest'
import { ValidationError } from '../errors.ts'
import { isValidApiVersion, validateApiVersion } from './validate-api-version.ts'

describe('validateApiVersion', () => {
  it('accepts v1 and v3', () => {
    expect(validateApiVersion('v1')).toBe('v1')
    expect(validateApiVersion('v3')).toBe('v3')
  })

  it.each([
    ['v2', 'received "v2"'],
    [undefined, 'received undefined'],
    [null, 'received null'],
    [3, 'received 3'],
    ['V3', 'received "V3"'],
    [['v3'], 'received ["v3"]'],
  ])('rejects %j with code INVALID_API_VERSION', (value, received) => {
    let caught: unknown
    try {
      validateApiVersion(value)
    } catch (error) {
      caught = error
    }
    expect(caught).toBeInstanceOf(ValidationError)
    expect(caught).toMatchObject({
      code: 'INVALID_API_VERSION',
      message: `Invalid apiVersion: expected v1 or v3, ${received}`,
    })
  })
})

describe('isValidApiVersion', () => {
  it('tells valid versions from anything else', () => {
    expect(isValidApiVersion('v1')).toBe(true)
    expect(isValidApiVersion('v3')).toBe(true)
    expect(isValidApiVersion('v2')).toBe(false)
    expect(isValidApiVersion(undefined)).toBe(false)
    expect(isValidApiVersion({ toString: () => 'v3' })).toBe(false)
  })
})
