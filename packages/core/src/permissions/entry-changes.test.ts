import { describe, expect, it } from 'vitest'
import type { Block } from '../types/block.ts'
import type { Entry } from '../types/entry.ts'
import { changesNeeded } from './entry-changes.ts'
import type { Capability } from './roles.ts'

function block(id: string, extra: Partial<Block> = {}): Block {
  return {
    '@type': '@builder.io/sdk:Element',
    id,
    component: { name: 'Text', options: { text: `text ${id}` } },
    ...extra,
  }
}

function page(blocks: Block[], data: Partial<Entry['data']> = {}): Entry {
  return { id: 'p1', name: 'Home', published: 'draft', data: { blocks, ...data } }
}

const capabilities = (before: Entry | undefined, after: Entry): Capability[] =>
  [...new Set(changesNeeded(before, after).map((need) => need.capability))].sort()

const base = page([block('a'), block('b', { children: [block('c')] })])

describe('changesNeeded', () => {
  it('needs nothing for an unchanged body, stamped fields aside', () => {
    const after = { ...structuredClone(base), lastUpdatedBy: 'x@y.z', meta: { a: 1 } }
    expect(changesNeeded(base, after)).toEqual([])
  })

  it('calls a changed text or option content, naming the block', () => {
    const after = structuredClone(base)
    after.data!.blocks![0]!.component!.options = { text: 'new words' }
    expect(changesNeeded(base, after)).toEqual([
      { capability: 'content', what: 'block a: options' },
    ])
    expect(capabilities(base, { ...base, name: 'Start' })).toEqual(['content'])
  })

  it('calls responsiveStyles, style and class styles', () => {
    const after = structuredClone(base)
    after.data!.blocks![1]!.children![0]!.responsiveStyles = { large: { color: 'red' } }
    expect(changesNeeded(base, after)).toEqual([
      { capability: 'styles', what: 'block c: responsiveStyles' },
    ])
  })

  it('calls bindings, actions, code, Custom Code options, jsCode, cssCode and httpRequests code', () => {
    for (const change of [
      (e: Entry) => (e.data!.blocks![0]!.bindings = { 'component.options.text': 'state.x' }),
      (e: Entry) => (e.data!.blocks![0]!.actions = { click: 'state.x = 1' }),
      (e: Entry) => (e.data!.blocks![0]!.code = { bindings: { a: 'b' } }),
      (e: Entry) => (e.data!.jsCode = 'state.x = 1'),
      (e: Entry) => (e.data!.cssCode = 'body { color: red }'),
      (e: Entry) => (e.data!.httpRequests = { items: 'https://x.example/items' }),
    ]) {
      const after = structuredClone(base)
      change(after)
      expect(capabilities(base, after)).toEqual(['code'])
    }
    const custom = page([
      block('k', { component: { name: 'Custom Code', options: { code: '<b>' } } }),
    ])
    const edited = structuredClone(custom)
    edited.data!.blocks![0]!.component!.options = { code: '<script>x()</script>' }
    expect(capabilities(custom, edited)).toEqual(['code'])
  })

  it('calls adding, removing and moving blocks structure', () => {
    const added = page([block('a'), block('n'), block('b', { children: [block('c')] })])
    expect(changesNeeded(base, added)).toEqual([{ capability: 'structure', what: 'adds block n' }])
    const removed = page([block('b', { children: [block('c')] })])
    expect(capabilities(base, removed)).toEqual(['structure'])
    const reordered = page([block('b', { children: [block('c')] }), block('a')])
    expect(changesNeeded(base, reordered)).toEqual([
      { capability: 'structure', what: 'reorders blocks in root' },
    ])
    const reparented = page([block('a', { children: [block('c')] }), block('b')])
    expect(changesNeeded(base, reparented)).toContainEqual({
      capability: 'structure',
      what: 'moves block c',
    })
  })

  it('checks what an added block carries: a designer adding a bound block needs code too', () => {
    const after = page([...base.data!.blocks!, block('n', { bindings: { x: 'state.y' } })])
    expect(capabilities(base, after)).toEqual(['code', 'structure'])
  })

  it('walks blocks nested in component options (columns)', () => {
    const columns = (inner: Block) =>
      page([
        block('col', {
          component: { name: 'Columns', options: { columns: [{ blocks: [inner] }] } },
        }),
      ])
    const before = columns(block('in'))
    expect(capabilities(before, columns(block('in', { style: { color: 'red' } })))).toEqual([
      'styles',
    ])
    expect(capabilities(before, columns(block('other')))).toEqual(['structure'])
  })

  it('needs structure for a new entry and publish for a change of published state', () => {
    // A new entry's own fields (its name) are content too.
    expect(capabilities(undefined, page([]))).toEqual(['content', 'structure'])
    expect(capabilities(undefined, { id: 'n', published: 'published' })).toEqual([
      'publish',
      'structure',
    ])
    expect(capabilities(base, { ...base, published: 'published' })).toEqual(['publish'])
  })

  it('compares each variation like the entry, and adding one is structure', () => {
    const withVariation: Entry = {
      ...base,
      variations: { v1: { id: 'v1', data: { blocks: [block('a')] } } },
    }
    expect(capabilities(base, withVariation)).toEqual(['structure'])
    const styled = structuredClone(withVariation)
    styled.variations!.v1!.data!.blocks![0]!.class = 'big'
    expect(changesNeeded(withVariation, styled)).toEqual([
      { capability: 'styles', what: 'variation v1: block a: class' },
    ])
  })
})
