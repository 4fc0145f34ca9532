import { describe, expect, it } from 'vitest'
import { symbolBlock, symbolEntryOf, symbolIdsIn } from './symbol-refs.ts'

const sym = (id: string, entry: string, extra: Record<string, unknown> = {}) => ({
  '@type': '@builder.io/sdk:Element',
  id,
  component: { name: 'Symbol', options: { symbol: { model: 'symbol', entry, ...extra } } },
})

describe('symbolEntryOf', () => {
  it('reads the entry of a Symbol block only', () => {
    expect(symbolEntryOf(sym('a', 'header'))).toBe('header')
    expect(
      symbolEntryOf({ component: { name: 'Text', options: { symbol: { entry: 'x' } } } }),
    ).toBeUndefined()
    expect(symbolEntryOf(sym('a', ''))).toBeUndefined()
    expect(symbolEntryOf(null)).toBeUndefined()
  })
})

describe('symbolIdsIn', () => {
  it('finds Symbol blocks however deep: children, columns, slot data', () => {
    const entry = {
      data: {
        blocks: [
          { id: 'box', children: [sym('s1', 'one')] },
          {
            id: 'cols',
            component: { name: 'Columns', options: { columns: [{ blocks: [sym('s2', 'two')] }] } },
          },
          sym('s3', 'three', { data: { children: [sym('s4', 'four')] } }),
        ],
      },
    }
    expect([...symbolIdsIn(entry)].sort()).toEqual(['four', 'one', 'three', 'two'])
  })

  it('does not enter the inlined content of a symbol', () => {
    const inlined = sym('s', 'outer', { content: { data: { blocks: [sym('i', 'inner')] } } })
    expect([...symbolIdsIn([inlined])]).toEqual(['outer'])
  })
})

describe('symbolBlock', () => {
  it('makes the Builder shape of a Symbol block', () => {
    expect(symbolBlock('e1', { title: 'Hi' })).toEqual({
      '@type': '@builder.io/sdk:Element',
      component: {
        name: 'Symbol',
        options: { symbol: { model: 'symbol', entry: 'e1', data: { title: 'Hi' } } },
      },
    })
  })
})
