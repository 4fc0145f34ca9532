import type { Block, Entry } from '@tessera/core'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { SERVER_HTML_BLOCK } from './server-html-names.ts'
import { stripServerBlocks } from './strip-server-blocks.ts'

const text = (id: string, extra: Partial<Block> = {}): Block => ({
  '@type': '@builder.io/sdk:Element',
  id,
  component: { name: 'Text', options: { text: `<p>${id}</p>` } },
  responsiveStyles: { large: { color: 'red' } },
  ...extra,
})
const box = (id: string, children: Block[], extra: Partial<Block> = {}): Block => ({
  '@type': '@builder.io/sdk:Element',
  id,
  children,
  ...extra,
})
const widget = (id: string, children: Block[]): Block => ({
  '@type': '@builder.io/sdk:Element',
  id,
  component: { name: 'Builder: Tabs', options: { tabs: [{ content: children }] } },
})
const page = (blocks: Block[]): Entry => ({ id: 'p', data: { blocks, cssCode: 'p{}' } })
const blocksOf = (entry: Entry) => entry.data?.blocks ?? []

describe('stripServerBlocks', () => {
  it('turns a block whose HTML is all there is into a stand-in with its wrapper and styles', () => {
    const hero = box('hero', [text('title'), box('inner', [text('deep')])], {
      class: 'hero',
      responsiveStyles: { large: { padding: '8px' } },
      properties: { 'data-x': '1' },
    })
    const [stripped] = blocksOf(stripServerBlocks(page([hero])))
    expect(stripped).toEqual({
      '@type': '@builder.io/sdk:Element',
      id: 'hero',
      class: 'hero',
      responsiveStyles: { large: { padding: '8px' } },
      properties: { 'data-x': '1' },
      component: { name: SERVER_HTML_BLOCK },
      // What the list's style sheet needs of the blocks inside: ids and styles.
      children: [
        { id: 'title', responsiveStyles: { large: { color: 'red' } } },
        { id: 'inner', children: [{ id: 'deep', responsiveStyles: { large: { color: 'red' } } }] },
      ],
    })
    expect(JSON.stringify(stripped)).not.toContain('<p>')
  })

  it('keeps the options Columns writes CSS from, without its lists of blocks', () => {
    const columns: Block = {
      '@type': '@builder.io/sdk:Element',
      id: 'cols',
      component: {
        name: 'Columns',
        options: { stackColumnsAt: 'mobile', space: 20, columns: [{ blocks: [text('a')] }] },
      },
    }
    const [stripped] = blocksOf(stripServerBlocks(page([box('wrap', [columns])])))
    expect(stripped?.children).toEqual([
      {
        id: 'cols',
        component: { name: 'Columns', options: { stackColumnsAt: 'mobile', space: 20 } },
      },
    ])
  })

  it.each<[string, Partial<Block>]>([
    ['bindings', { bindings: { 'component.options.text': 'state.title' } }],
    ['code bindings', { code: { bindings: { x: 'state.x' } } }],
    ['actions', { actions: { click: 'state.n = 1' } }],
    ['a repeat', { repeat: { collection: 'state.items' } }],
    ['animations', { animations: [{ trigger: 'hover', steps: [], duration: 1 }] }],
    ['hide', { hide: true }],
    ['show: false', { show: false }],
    ['a link', { linkUrl: '/x', tagName: 'a' } as Partial<Block>],
    ['no id', { id: undefined }],
  ])('leaves a block with %s as it is', (_, extra) => {
    const block = text('t', extra)
    const entry = page([block])
    expect(stripServerBlocks(entry)).toBe(entry)
  })

  it('leaves a block with an interpolated option, and one inside such a block', () => {
    const entry = page([
      box('b', [
        text('t', { component: { name: 'Text', options: { text: 'Hi {{state.name}}' } } }),
      ]),
    ])
    expect(stripServerBlocks(entry)).toBe(entry)
  })

  it('looks into a plain block with a dynamic child: its other children become stand-ins', () => {
    const live = text('live', { bindings: { 'component.options.text': 'state.x' } })
    const entry = page([box('section', [live, text('still')])])
    const [section] = blocksOf(stripServerBlocks(entry))
    expect(section?.children?.[0]).toBe(live)
    expect(section?.children?.[1]?.component).toEqual({ name: SERVER_HTML_BLOCK })
  })

  it('looks into the lists of Columns, but never into interactive blocks (a closed tab shows later)', () => {
    const tabs = widget('tabs', [text('in-tab')])
    const columns: Block = {
      '@type': '@builder.io/sdk:Element',
      id: 'cols',
      component: { name: 'Columns', options: { columns: [{ blocks: [text('a'), tabs] }] } },
    }
    const [stripped] = blocksOf(stripServerBlocks(page([columns])))
    const column = (stripped?.component?.options?.columns as { blocks: Block[] }[])[0]
    expect(column?.blocks[0]?.component).toEqual({ name: SERVER_HTML_BLOCK })
    expect(column?.blocks[1]).toBe(tabs)
  })

  it('does not stand in for blocks without a wrapper of their own (Button, Fragment, Raw:Img, Columns)', () => {
    const button: Block = {
      '@type': '@builder.io/sdk:Element',
      id: 'btn',
      component: { name: 'Core:Button', options: { text: 'Go', link: '/go' } },
    }
    const entry = page([button])
    expect(stripServerBlocks(entry)).toBe(entry)
  })

  it('strips the blocks of an inlined symbol, and leaves its content’s own fields', () => {
    const content: Entry = { id: 's', data: { blocks: [text('nav')], cssCode: 'nav{}' } }
    const symbol: Block = {
      '@type': '@builder.io/sdk:Element',
      id: 'sym',
      component: { name: 'Symbol', options: { symbol: { entry: 's', content } } },
    }
    const [stripped] = blocksOf(stripServerBlocks(page([symbol])))
    const inlined = (stripped?.component?.options?.symbol as { content: Entry }).content
    expect(inlined.data?.cssCode).toBe('nav{}')
    expect(inlined.data?.blocks?.[0]?.component).toEqual({ name: SERVER_HTML_BLOCK })
    expect(stripped?.component?.options?.symbol).toMatchObject({ entry: 's' })
  })

  it('leaves a block whose id another block has too (the page has no one element for it)', () => {
    const entry = page([box('main', [box('main', [text('t')])]), text('t2')])
    const stripped = blocksOf(stripServerBlocks(entry))
    expect(stripped[0]?.id).toBe('main')
    expect(stripped[0]?.component).toBeUndefined()
    // Inside it, the others still become stand-ins.
    expect(stripped[0]?.children?.[0]?.children?.[0]?.component).toEqual({
      name: SERVER_HTML_BLOCK,
    })
    expect(stripped[1]?.component).toEqual({ name: SERVER_HTML_BLOCK })
  })

  it('changes nothing in the entry it is given, and gives it back when nothing is stripped', () => {
    const entry = page([box('a', [text('b')])])
    const before = structuredClone(entry)
    const stripped = stripServerBlocks(entry)
    expect(stripped).not.toBe(entry)
    expect(entry).toEqual(before)
    const empty: Entry = { id: 'e', data: {} }
    expect(stripServerBlocks(empty)).toBe(empty)
    const onlyWidgets = page([widget('w', [text('t')])])
    expect(stripServerBlocks(onlyWidgets)).toBe(onlyWidgets)
  })

  it('never throws on any JSON in the entry’s blocks (fuzzed)', () => {
    const json = fc.letrec((tie) => ({
      value: fc.oneof(
        { depthSize: 'small' },
        fc.jsonValue(),
        fc.record(
          {
            '@type': fc.constant('@builder.io/sdk:Element'),
            id: fc.string(),
            children: tie('list'),
            component: fc.record({
              name: fc.constantFrom('Text', 'Symbol', 'Columns', 'x'),
              options: tie('value'),
            }),
          },
          { requiredKeys: ['@type'] },
        ),
        fc.dictionary(fc.string(), tie('value'), { maxKeys: 3 }),
      ),
      list: fc.array(tie('value'), { maxLength: 3 }),
    }))
    fc.assert(
      fc.property(json.list, (blocks) => {
        const entry = { id: 'e', data: { blocks } } as unknown as Entry
        const before = JSON.stringify(entry)
        stripServerBlocks(entry)
        expect(JSON.stringify(entry)).toBe(before)
      }),
      { numRuns: 300 },
    )
  })
})
