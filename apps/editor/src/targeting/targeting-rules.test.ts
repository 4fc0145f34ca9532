import { matchesTargeting } from '@tessera/core/targeting'
import { describe, expect, it } from 'vitest'
import { priorityOf, readRules, setPriorityOp, setRulesOp, writeQuery } from './targeting-rules.ts'

describe('writeQuery', () => {
  it('writes Builder query rules: one value as is, several as an array', () => {
    expect(
      writeQuery([
        { property: 'urlPath', operator: 'startsWith', values: ['/shop'] },
        { property: 'device', operator: 'is', values: ['mobile', 'tablet'] },
      ]),
    ).toEqual([
      {
        '@type': '@builder.io/core:Query',
        property: 'urlPath',
        operator: 'startsWith',
        value: '/shop',
      },
      {
        '@type': '@builder.io/core:Query',
        property: 'device',
        operator: 'is',
        value: ['mobile', 'tablet'],
      },
    ])
  })

  it('drops blank values, and rules left without any', () => {
    expect(
      writeQuery([
        { property: 'plan', operator: 'is', values: [' pro ', ''] },
        { property: 'locale', operator: 'is', values: ['  '] },
        { property: '', operator: 'is', values: ['x'] },
      ]),
    ).toEqual([
      { '@type': '@builder.io/core:Query', property: 'plan', operator: 'is', value: 'pro' },
    ])
  })

  it('means "and" between rules and "or" between the values of one, for the matcher', () => {
    const query = writeQuery([
      { property: 'urlPath', operator: 'is', values: ['/sale'] },
      { property: 'device', operator: 'is', values: ['mobile', 'tablet'] },
    ])
    const at = (urlPath: string, device: string) =>
      matchesTargeting({ query }, { urlPath, device } as never)
    expect(at('/sale', 'mobile')).toBe(true)
    expect(at('/sale', 'tablet')).toBe(true)
    expect(at('/sale', 'desktop')).toBe(false)
    expect(at('/other', 'mobile')).toBe(false)
  })
})

describe('readRules', () => {
  it('reads what writeQuery wrote, and numbers and booleans as text', () => {
    const rules = [
      { property: 'urlPath', operator: 'matches', values: ['/blog/**'] },
      { property: 'device', operator: 'isNot', values: ['mobile', 'tablet'] },
    ]
    expect(readRules(writeQuery(rules))).toEqual(rules)
    expect(readRules([{ property: 'age', operator: 'greaterThan', value: 18 }])).toEqual([
      { property: 'age', operator: 'greaterThan', values: ['18'] },
    ])
    expect(readRules([{ property: 'member', operator: 'is', value: [true, null] }])).toEqual([
      { property: 'member', operator: 'is', values: ['true'] },
    ])
  })

  it('skips what is not a rule', () => {
    expect(readRules(undefined)).toEqual([])
    expect(readRules('x')).toEqual([])
    expect(
      readRules([null, 3, { property: null, operator: 'is' }, { property: 'a', value: 1 }]),
    ).toEqual([])
  })
})

describe('operations', () => {
  it('sets the query and the priority of the entry', () => {
    expect(setRulesOp([{ property: 'host', operator: 'is', values: ['a.com'] }])).toEqual({
      type: 'set',
      target: expect.any(String),
      path: ['query'],
      value: [
        { '@type': '@builder.io/core:Query', property: 'host', operator: 'is', value: 'a.com' },
      ],
    })
    expect(setPriorityOp(5)).toMatchObject({ path: ['priority'], value: 5 })
    expect(priorityOf({ priority: 3 })).toBe(3)
    expect(priorityOf({ priority: 'x' })).toBe(0)
    expect(priorityOf({})).toBe(0)
  })
})
