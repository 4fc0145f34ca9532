import type { Block } from '@tessera/core'
import { describe, expect, it } from 'vitest'
import { masonryBlock } from './definition.ts'
import { masonryHtml, text } from './masonry.test-support.tsx'

const ITEM = 'display:flex;flex-direction:column;transition:opacity 0.2s'
const tile = (id: string, value: string, width = '200px') =>
  `<div class="masonry-item" style="width:${width};${ITEM}"><div class="${id} builder-block" builder-id="${id}"><div class="builder-text">${value}</div></div></div>`
const widget = (inner: string) =>
  `<div class="mw builder-block" builder-id="mw"><!--$--><div class="builder-masonry" style="position:relative">${inner}</div><!--/$--></div>`
const children = [text('a', 'A'), text('b', 'B'), text('c', 'C')]
const tiles = [{ content: [text('a', 'A')] }, { content: [text('b', 'B')] }]
const repeated = (id: string, collection: string): Block => ({
  ...text(id, ''),
  repeat: { collection },
  bindings: { 'component.options.text': '$item' },
})

describe('Builder:Masonry (server render)', () => {
  it('renders the first child only, in a masonry item of the default width, visible', () => {
    expect(masonryHtml({}, children)).toBe(widget(tile('a', 'A')))
  })

  it('renders the first tile of `tiles` only, as a block list at tiles.0.content', () => {
    expect(masonryHtml({ useChildrenForTiles: false, tiles }, children)).toBe(
      widget(
        `<div class="masonry-item" style="width:200px;${ITEM}">` +
          `<div class="builder-blocks" builder-path="component.options.tiles.0.content" builder-parent-id="mw">` +
          '<div class="a builder-block" builder-id="a"><div class="builder-text">A</div></div></div></div>',
      ),
    )
  })

  it('uses the children by default (useChildrenForTiles true), ignoring `tiles`', () => {
    const html = masonryHtml({ tiles: [{ content: [text('t', 'T')] }] }, children)
    expect(html).toBe(widget(tile('a', 'A')))
    expect(masonryHtml({ useChildrenForTiles: true, tiles }, [text('x', 'X')])).toBe(
      widget(tile('x', 'X')),
    )
  })

  it.each([null, 0, 'false', 'no', {}])(
    'uses the children for useChildrenForTiles %j (only false switches to tiles)',
    (value) => {
      expect(masonryHtml({ useChildrenForTiles: value, tiles }, children)).toBe(
        widget(tile('a', 'A')),
      )
    },
  )

  it('renders only the first item of a repeated first child', () => {
    const html = masonryHtml({}, [repeated('r', 'state.list'), text('b', 'B')], {
      data: { list: ['one', 'two', 'three'] },
    })
    expect(html).toBe(widget(tile('r', 'one')))
  })

  it('starts with the next child when a repeated first child has no items', () => {
    const html = masonryHtml({}, [repeated('r', 'state.none'), text('b', 'B')], {
      data: { none: [] },
    })
    expect(html).toBe(widget(tile('b', 'B')))
  })

  it.each([
    ['33.33%', '33.33%'],
    ['50%', '50%'],
    ['120px', '120px'],
    [' 80 ', '80px'],
    [150, '150px'],
    ['abc', '200px'],
    ['10em', '200px'],
    [-5, '200px'],
    [null, '200px'],
    [{}, '200px'],
  ])('sizes the tiles from columnWidth %j: %s', (columnWidth, width) => {
    expect(masonryHtml({ columnWidth }, children)).toBe(widget(tile('a', 'A', width)))
  })

  it.each([10, -10, 'abc', null, Number.NaN])(
    'renders the same markup whatever gutterSize (%j): it only moves laid-out tiles',
    (gutterSize) => {
      expect(masonryHtml({ gutterSize }, children)).toBe(widget(tile('a', 'A')))
    },
  )

  it('renders an empty root without children or tiles', () => {
    expect(masonryHtml({})).toBe(widget(''))
    expect(masonryHtml({ useChildrenForTiles: false })).toBe(widget(''))
    expect(masonryHtml({ useChildrenForTiles: false, tiles: [] })).toBe(widget(''))
  })

  it.each(['tiles', 42, { content: [] }, null])(
    'renders no tile when `tiles` is not an array (%j)',
    (value) => {
      expect(masonryHtml({ useChildrenForTiles: false, tiles: value })).toBe(widget(''))
    },
  )

  it.each([null, 'x', {}, { content: 'nope' }])(
    'renders an empty block list for a tile without content (%j)',
    (first) => {
      expect(masonryHtml({ useChildrenForTiles: false, tiles: [first, ...tiles] })).toBe(
        widget(
          `<div class="masonry-item" style="width:200px;${ITEM}">` +
            `<div class="builder-blocks no-blocks" builder-path="component.options.tiles.0.content" builder-parent-id="mw"></div></div>`,
        ),
      )
    },
  )

  it('skips children that are not blocks', () => {
    const html = masonryHtml({}, [null, 'x', text('b', 'B')] as unknown as Block[])
    expect(html).toBe(widget(tile('b', 'B')))
  })

  it("renders the same through the widget's own definition (loaded by name)", () => {
    expect(masonryHtml({}, children, { customComponents: [masonryBlock] })).toBe(
      widget(tile('a', 'A')),
    )
  })
})
