import { describe, expect, it } from 'vitest'
import { attributeCatalog, operatorLabel, specOf } from './attribute-catalog.ts'

describe('attributeCatalog', () => {
  it('offers URL path, device, host and locale first, with their operators', () => {
    const catalog = attributeCatalog()
    expect(catalog.map((spec) => spec.name)).toEqual(['urlPath', 'device', 'host', 'locale'])
    expect(specOf(catalog, 'urlPath').operators.map((op) => op.value)).toEqual([
      'is',
      'startsWith',
      'contains',
      'matches',
      'isNot',
    ])
    expect(specOf(catalog, 'device').values).toEqual(['desktop', 'tablet', 'mobile'])
  })

  it('adds the declared attributes, then the names used in rules, without duplicates', () => {
    const catalog = attributeCatalog(
      [{ name: 'plan', values: ['free', 'pro'] }, { name: 'country' }, { name: 'device' }],
      ['zeta', 'plan', 'bad name', 'alpha'],
    )
    expect(catalog.map((spec) => spec.name)).toEqual([
      'urlPath',
      'device',
      'host',
      'locale',
      'plan',
      'country',
      'alpha',
      'zeta',
    ])
    expect(specOf(catalog, 'plan')).toMatchObject({ values: ['free', 'pro'] })
    expect(specOf(catalog, 'country').values).toBeUndefined()
  })

  it('describes unknown attributes and operators by name', () => {
    const spec = specOf(attributeCatalog(), 'tier')
    expect(spec.label).toBe('tier')
    expect(operatorLabel(spec, 'greaterThan')).toBe('is greater than')
    expect(operatorLabel(spec, 'weird')).toBe('weird')
  })
})
