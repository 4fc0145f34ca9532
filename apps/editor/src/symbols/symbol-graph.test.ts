import { describe, expect, it } from 'vitest'
import type { ContentEntry } from './symbol-graph.ts'
import {
  pagesUsingSymbol,
  recursionProblem,
  symbolGraph,
  symbolsContaining,
} from './symbol-graph.ts'

const use = (entry: string) => ({
  '@type': '@builder.io/sdk:Element',
  id: `use-${entry}`,
  component: { name: 'Symbol', options: { symbol: { model: 'symbol', entry } } },
})
const entry = (id: string, ...uses: string[]): ContentEntry => ({
  id,
  name: id.toUpperCase(),
  data: { blocks: [{ id: `box-${id}`, children: uses.map(use) }] },
})

// card ⊂ list ⊂ section; button stands alone.
const symbols = [
  entry('button'),
  entry('card', 'button'),
  entry('list', 'card'),
  entry('section', 'list'),
]
const graph = symbolGraph(symbols)

describe('recursionProblem', () => {
  it('lets a page take any symbol', () => {
    expect(recursionProblem(graph, undefined, 'section')).toBeUndefined()
  })

  it('refuses a symbol into itself', () => {
    expect(recursionProblem(graph, 'card', 'card', (id) => id.toUpperCase())).toBe(
      'The symbol “CARD” cannot be inserted into itself.',
    )
  })

  it('refuses a symbol into one it contains, directly or through others', () => {
    expect(recursionProblem(graph, 'card', 'list')).toMatch(/“list” contains “card”/)
    expect(recursionProblem(graph, 'button', 'section')).toMatch(/“section” contains “button”/)
  })

  it('accepts a symbol that does not contain the host', () => {
    expect(recursionProblem(graph, 'section', 'button')).toBeUndefined()
    expect(recursionProblem(graph, 'list', 'card')).toBeUndefined()
  })

  it('ends on graphs that already loop', () => {
    const looping = symbolGraph([entry('a', 'b'), entry('b', 'a')])
    expect(recursionProblem(looping, 'c', 'a')).toBeUndefined()
    expect(recursionProblem(looping, 'a', 'b')).toMatch(/contains/)
  })
})

describe('symbolsContaining', () => {
  it('lists every symbol holding it, however deep', () => {
    expect([...symbolsContaining(graph, 'button')].sort()).toEqual(['card', 'list', 'section'])
    expect([...symbolsContaining(graph, 'section')]).toEqual([])
  })
})

describe('pagesUsingSymbol', () => {
  it('finds the pages using it directly or inside other symbols', () => {
    const pages = [entry('home', 'button'), entry('about', 'section'), entry('plain')]
    expect(pagesUsingSymbol(pages, graph, 'button').map((page) => page.id)).toEqual([
      'home',
      'about',
    ])
    expect(pagesUsingSymbol(pages, graph, 'list').map((page) => page.id)).toEqual(['about'])
    expect(pagesUsingSymbol(pages, graph, 'nothing')).toEqual([])
  })
})
