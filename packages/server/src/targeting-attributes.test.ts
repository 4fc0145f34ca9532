import { describe, expect, it } from 'vitest'
import { loadConfig } from './load-config.ts'
import { parseTargetingAttributes } from './targeting-attributes.ts'

describe('parseTargetingAttributes', () => {
  it('reads names with optional values', () => {
    expect(parseTargetingAttributes(' plan = free | pro , country,, loggedIn=true|false')).toEqual([
      { name: 'plan', values: ['free', 'pro'] },
      { name: 'country' },
      { name: 'loggedIn', values: ['true', 'false'] },
    ])
    expect(parseTargetingAttributes('')).toEqual([])
  })

  it.each([
    ['bad name', 'plan tier', /"plan tier" is not an attribute name/],
    ['duplicate', 'a,a=1', /"a" is given twice/],
    ['empty values', 'a=|', /"a=" lists no values/],
  ])('refuses a %s', (_, text, message) => {
    expect(() => parseTargetingAttributes(text)).toThrow(message)
  })

  it('is read by loadConfig from TESSERA_TARGETING_ATTRIBUTES', () => {
    expect(loadConfig({ TESSERA_TARGETING_ATTRIBUTES: 'plan=pro' }).targetingAttributes).toEqual([
      { name: 'plan', values: ['pro'] },
    ])
    expect(loadConfig({}).targetingAttributes).toBeUndefined()
  })
})
