import type { Block, Entry } from '@tessera/core'
import { describe, expect, it } from 'vitest'
import { chooseSymbolVariants } from './choose-symbol-variants.ts'

const text = (id: string, value: string): Block => ({
  '@type': '@builder.io/sdk:Element',
  id,
  component: { name: 'Text', options: { text: value } },
})

const symbolBlock = (id: string, content: Entry): Block => ({
  '@type': '@builder.io/sdk:Element',
  id,
  component: {
    name: 'Symbol',
    options: { symbol: { model: 'symbol', entry: content.id, content } },
  },
})

const SYMBOL: Entry = {
  id: 'sym1',
  data: { blocks: [text('t0', 'Default banner')] },
  variations: {
    v1: { id: 'v1', name: 'B', testRatio: 0.5, data: { blocks: [text('t1', 'B banner')] } },
  },
}

const page = (blocks: Block[]): Entry => ({ id: 'page1', data: { blocks } })

const contentOf = (block: Block | undefined) =>
  (block?.component?.options as { symbol: { content: Entry } }).symbol.content

describe('chooseSymbolVariants', () => {
  it('draws the group of a tested symbol, shows it alone and asks for its cookie', () => {
    const { entry, cookies } = chooseSymbolVariants(page([symbolBlock('s', SYMBOL)]), {
      cookies: {},
      random: () => 0.1,
    })
    const shown = contentOf(entry.data?.blocks?.[0])
    expect(shown.testVariationId).toBe('v1')
    expect(shown.data?.blocks?.[0]?.id).toBe('t1')
    expect(shown.variations).toBeUndefined()
    expect(cookies.map((cookie) => [cookie.name, cookie.value])).toEqual([
      ['builder.tests.sym1', 'v1'],
    ])
  })

  it('follows the cookie builder.tests.<symbol id>, without writing it again', () => {
    const { entry, cookies } = chooseSymbolVariants(page([symbolBlock('s', SYMBOL)]), {
      cookies: { 'builder.tests.sym1': 'sym1' },
      random: () => 0.1,
    })
    expect(contentOf(entry.data?.blocks?.[0]).testVariationId).toBe('sym1')
    expect(contentOf(entry.data?.blocks?.[0]).data?.blocks?.[0]?.id).toBe('t0')
    expect(cookies).toEqual([])
  })

  it('gives a symbol used twice (here inside a column) one group and one cookie', () => {
    let draws = 0
    const columns: Block = {
      '@type': '@builder.io/sdk:Element',
      id: 'cols',
      component: {
        name: 'Columns',
        options: { columns: [{ blocks: [symbolBlock('b', SYMBOL)] }] },
      },
    }
    const { entry, cookies } = chooseSymbolVariants(page([symbolBlock('a', SYMBOL), columns]), {
      cookies: {},
      random: () => (draws++ === 0 ? 0.1 : 0.9),
    })
    const nested = (
      entry.data?.blocks?.[1]?.component?.options as { columns: Array<{ blocks: Block[] }> }
    ).columns[0]?.blocks[0]
    expect(contentOf(entry.data?.blocks?.[0]).testVariationId).toBe('v1')
    expect(contentOf(nested).testVariationId).toBe('v1')
    expect(cookies).toHaveLength(1)
  })

  it('chooses the groups of symbols inside the chosen group of a symbol', () => {
    const inner: Entry = { ...SYMBOL, id: 'inner' }
    const outer: Entry = {
      id: 'outer',
      data: { blocks: [] },
      variations: { o1: { id: 'o1', testRatio: 1, data: { blocks: [symbolBlock('i', inner)] } } },
    }
    const { entry, cookies } = chooseSymbolVariants(page([symbolBlock('o', outer)]), {
      cookies: { 'builder.tests.inner': 'v1' },
      random: () => 0,
    })
    const shownOuter = contentOf(entry.data?.blocks?.[0])
    expect(shownOuter.testVariationId).toBe('o1')
    expect(contentOf(shownOuter.data?.blocks?.[0]).testVariationId).toBe('v1')
    expect(cookies.map((cookie) => cookie.name)).toEqual(['builder.tests.outer'])
  })

  it('leaves a page without tested symbols as it is (the same object, unmodified input)', () => {
    const plain = page([symbolBlock('s', { id: 'sym2', data: { blocks: [] } }), text('t', 'x')])
    expect(chooseSymbolVariants(plain, { cookies: {} }).entry).toBe(plain)
    const tested = page([symbolBlock('s', SYMBOL)])
    const before = structuredClone(tested)
    chooseSymbolVariants(tested, { cookies: {}, random: () => 0 })
    expect(tested).toEqual(before)
  })

  it('shows the default in previews and writes no cookie', () => {
    const { entry, cookies } = chooseSymbolVariants(page([symbolBlock('s', SYMBOL)]), {
      cookies: {},
      isPreviewing: true,
    })
    expect(contentOf(entry.data?.blocks?.[0]).data?.blocks?.[0]?.id).toBe('t0')
    expect(cookies).toEqual([])
  })
})
