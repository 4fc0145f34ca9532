import type { Block, Entry } from '@tessera/core'
import { describe, expect, it } from 'vitest'
import { inlineRefs, REFERENCE_TYPE } from './inline-refs.ts'

function symbolBlock(entry: string, extra: Record<string, unknown> = {}): Block {
  return {
    '@type': '@builder.io/sdk:Element',
    component: { name: 'Symbol', options: { symbol: { entry, model: 'symbol', ...extra } } },
  }
}

function page(id: string, blocks: Block[]): Entry {
  return { id, data: { blocks } }
}

function loader(entries: Entry[]) {
  const calls: string[] = []
  const load = async ({ id }: { id: string }) => {
    calls.push(id)
    return entries.find((entry) => entry.id === id)
  }
  return { load, calls }
}

function symbolContent(entry: Entry, index = 0): unknown {
  const block = entry.data?.blocks?.[index]
  return (block?.component?.options?.symbol as { content?: unknown } | undefined)?.content
}

describe('inlineRefs', () => {
  it('inlines symbol content and leaves the input untouched', async () => {
    const header = page('header', [{ '@type': '@builder.io/sdk:Element', id: 'h1' }])
    const home = page('home', [symbolBlock('header')])
    const { load } = loader([header])
    const result = await inlineRefs(home, { load })
    expect(symbolContent(result)).toEqual(header)
    expect(symbolContent(home)).toBeUndefined()
  })

  it('returns an entry without references as it is, loading nothing', async () => {
    const home = page('home', [{ '@type': '@builder.io/sdk:Element' }])
    const { load, calls } = loader([])
    expect(await inlineRefs(home, { load })).toBe(home)
    expect(calls).toEqual([])
  })

  it('inlines nested symbols and stops at cycles', async () => {
    const a = page('a', [symbolBlock('b')])
    const b = page('b', [symbolBlock('a')])
    const home = page('home', [symbolBlock('a')])
    const result = await inlineRefs(home, { load: loader([a, b]).load })
    const inlinedA = symbolContent(result) as Entry
    const inlinedB = symbolContent(inlinedA) as Entry
    expect(inlinedB.id).toBe('b')
    expect(symbolContent(inlinedB)).toBeUndefined()
  })

  it('stops at maxDepth', async () => {
    const a = page('a', [symbolBlock('b')])
    const b = page('b', [])
    const result = await inlineRefs(page('home', [symbolBlock('a')]), {
      load: loader([a, b]).load,
      maxDepth: 1,
    })
    expect((symbolContent(result) as Entry).id).toBe('a')
    expect(symbolContent(symbolContent(result) as Entry)).toBeUndefined()
  })

  it('keeps existing content and unknown entries as they are', async () => {
    const inline = symbolBlock('x', { content: { id: 'x', data: {} } })
    const result = await inlineRefs(page('home', [inline, symbolBlock('missing')]), {
      load: loader([]).load,
    })
    expect(symbolContent(result)).toEqual({ id: 'x', data: {} })
    expect(symbolContent(result, 1)).toBeUndefined()
  })

  it('loads each entry once and at most maxLookups entries', async () => {
    const s1 = page('s1', [])
    const s2 = page('s2', [])
    const { load, calls } = loader([s1, s2])
    const home = page('home', [symbolBlock('s1'), symbolBlock('s1'), symbolBlock('s2')])
    const result = await inlineRefs(home, { load, maxLookups: 1 })
    expect(calls).toEqual(['s1'])
    expect(symbolContent(result, 1)).toEqual(s1)
    expect(symbolContent(result, 2)).toBeUndefined()
  })

  it('fills the value of references', async () => {
    const author = { id: 'au', data: { name: 'Ada' } }
    const post: Entry = {
      id: 'p',
      data: { author: { '@type': REFERENCE_TYPE, model: 'author', id: 'au' } },
    }
    const result = await inlineRefs(post, { load: loader([author]).load })
    expect(result.data?.author).toEqual({
      '@type': REFERENCE_TYPE,
      model: 'author',
      id: 'au',
      value: author,
    })
  })
})
