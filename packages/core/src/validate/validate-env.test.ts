import { describe, expect, it } from 'vitest'
import { VALID_ENVS } from '../constants.ts'
import { ValidationError } from '../errors.ts'
import { isValidEnv, validateEnv } from './validate-env.ts'

const EXPECTED =
  'Invalid env: expected one of production, qa, test, development, dev, cdn-qa, cloud, fast, cdn2, cdn-prod'

describe('validateEnv', () => {
  it.each(VALID_ENVS)('accepts %s', (env) => {
    expect(validateEnv(env)).toBe(env)
  })

  it('rejects an unknown env with code INVALID_ENV and the list of valid envs', () => {
    expect(() => validateEnv('nope')).toThrow(ValidationError)
    expect(() => validateEnv('nope')).toThrow(
      expect.objectContaining({ code: 'INVALID_ENV', message: `${EXPECTED}, received "nope"` }),
    )
  })

  it('renders non-string values with JSON.stringify', () => {
    expect(() => validateEnv(undefined)).toThrow(`${EXPECTED}, received undefined`)
    expect(() => validateEnv(1)).toThrow(`${EXPECTED}, received 1`)
    expect(() => validateEnv('Production')).toThrow(`${EXPECTED}, received "Production"`)
  })
})

describe('isValidEnv', () => {
  it('tells valid envs from anything else', () => {
    expect(isValidEnv('cdn-prod')).toBe(true)
    expect(isValidEnv('prod')).toBe(false)
    expect(isValidEnv('')).toBe(false)
    expect(isValidEnv(null)).toBe(false)
  })
})
