import { describe, expect, it } from 'vitest'
import { symbolGraph } from './symbol-graph.ts'
import { blocksRefusal, symbolGuard, symbolPreviewPath } from './symbol-guard.ts'

const usage = (entry: string) => ({
  '@type': '@builder.io/sdk:Element',
  id: `u-${entry}`,
  component: { name: 'Symbol', options: { symbol: { entry } } },
})
const library = {
  graph: symbolGraph([
    { id: 'inner', data: { blocks: [] } },
    { id: 'outer', data: { blocks: [usage('inner')] } },
  ]),
  nameOf: (id: string) => (id === 'inner' ? 'Inner' : 'Outer'),
}

describe('symbolGuard', () => {
  it('checks only symbol items, and only in a symbol', () => {
    expect(symbolGuard(library, 'inner')('Text')).toBeUndefined()
    expect(symbolGuard(library, undefined)('Symbol:inner')).toBeUndefined()
  })

  it('refuses the symbol itself and one containing it, by name', () => {
    expect(symbolGuard(library, 'inner')('Symbol:inner')).toBe(
      'The symbol “Inner” cannot be inserted into itself.',
    )
    expect(symbolGuard(library, 'inner')('Symbol:outer')).toMatch(/“Outer” contains “Inner”/)
    expect(symbolGuard(library, 'outer')('Symbol:inner')).toBeUndefined()
  })
})

describe('blocksRefusal', () => {
  it('refuses blocks holding the host symbol, or one containing it, however deep', () => {
    const box = { '@type': '@builder.io/sdk:Element', id: 'b', children: [usage('outer')] }
    expect(blocksRefusal(library, 'inner', [box])).toMatch(/“Outer” contains “Inner”/)
    expect(blocksRefusal(library, 'inner', [usage('inner')])).toMatch(/into itself/)
    expect(blocksRefusal(library, 'outer', [box, usage('inner')])).toMatch(/into itself/)
    expect(blocksRefusal(library, 'outer', [usage('inner')])).toBeUndefined()
    expect(blocksRefusal(library, undefined, [box])).toBeUndefined()
  })
})

describe('symbolPreviewPath', () => {
  it('is the site’s preview of the symbol', () => {
    expect(symbolPreviewPath('a/b')).toBe('/tessera-preview/symbol/a%2Fb')
  })
})
