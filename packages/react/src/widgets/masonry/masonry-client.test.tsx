// @vitest-environment happy-dom
import type { Block } from '@tessera/core'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { mount, spots } from './dom.test-support.tsx'
import { masonryContent, text } from './masonry.test-support.tsx'
import { fakeSizes, measureMasonry, resetFakeSizes } from './fake-measure.test-support.ts'

vi.mock('./measure.ts', () => import('./fake-measure.test-support.ts'))

/** Text children saying their heights, ids t0, t1… */
const tall = (...heights: number[]) => heights.map((h, i) => text(`t${i}`, String(h)))
const texts = (items: HTMLElement[]) => items.map((item) => item.textContent)

let mounted: { unmount(): void } | undefined
beforeEach(() => resetFakeSizes())
afterEach(() => {
  mounted?.unmount()
  mounted = undefined
})
const show = (...args: Parameters<typeof masonryContent>) =>
  (mounted = mount(masonryContent(...args)))

describe('Builder:Masonry (layout in the browser)', () => {
  it('places every tile in the shortest column, leftmost on ties; the root as tall as the tallest', () => {
    const { root, items } = show({}, tall(100, 50, 80, 30, 60))
    expect(texts(items())).toEqual(['100', '50', '80', '30', '60'])
    expect(spots(items())).toEqual([
      ['0px', '0px'],
      ['200px', '0px'],
      ['400px', '0px'],
      ['200px', '50px'],
      ['200px', '80px'],
    ])
    expect(root().style.height).toBe('140px')
    expect(root().style.position).toBe('relative')
    for (const item of items()) {
      expect(item.style.position).toBe('absolute')
      expect(item.style.opacity).toBe('1')
      expect(item.style.transition).toBe('opacity 0.2s')
      expect(item.style.width).toBe('200px')
      expect(item.style.display).toBe('flex')
      expect(item.style.flexDirection).toBe('column')
    }
  })

  it('lays out the width and heights it measured, from the root', () => {
    const { root } = show({}, tall(10, 20))
    expect(measureMasonry).toHaveBeenCalledWith(root())
    expect(measureMasonry.mock.results.at(-1)?.value).toEqual({ width: 600, heights: [10, 20] })
  })

  it('hides the tiles after the first until they are placed, then fades them in', () => {
    const seen: string[][] = []
    measureMasonry.mockImplementationOnce((root: HTMLElement) => {
      seen.push(Array.from(root.children, (item) => (item as HTMLElement).style.opacity))
      return { width: 600, heights: [10, 10, 10] }
    })
    const { items } = show({}, tall(10, 10, 10))
    expect(seen).toEqual([['', '0', '0']])
    expect(items().map((item) => item.style.opacity)).toEqual(['1', '1', '1'])
  })

  it('leaves gutterSize px between columns and rows', () => {
    fakeSizes.width = 620
    const { root, items } = show({ gutterSize: 10 }, tall(100, 50, 80, 30))
    expect(spots(items())).toEqual([
      ['0px', '0px'],
      ['210px', '0px'],
      ['420px', '0px'],
      ['210px', '60px'],
    ])
    expect(root().style.height).toBe('100px')
  })

  it('sets the root as wide as the px columns in use, tiles from the left (masonry fitWidth)', () => {
    fakeSizes.width = 900
    const { root, items } = show({ columnWidth: '200px' }, tall(10, 10, 10, 10, 10))
    expect(spots(items())).toEqual([
      ['0px', '0px'],
      ['200px', '0px'],
      ['400px', '0px'],
      ['600px', '0px'],
      ['0px', '10px'],
    ])
    expect(root().style.width).toBe('800px')
  })

  it('counts only the columns in use, and the gutters between them, in the root width', () => {
    fakeSizes.width = 1000
    const few = show({ gutterSize: 20 }, tall(10, 10))
    expect(spots(few.items()).map(([left]) => left)).toEqual(['0px', '220px'])
    expect(few.root().style.width).toBe('420px')
    mounted?.unmount()
    fakeSizes.width = 150
    const narrow = show({}, tall(10))
    expect(narrow.root().style.width).toBe('200px')
  })

  it('sizes percentage columns from the width available and places them in percent, root width unset', () => {
    fakeSizes.width = 1000
    const { root, items } = show({ columnWidth: '40%' }, tall(10, 20, 30))
    expect(items().map((item) => item.style.width)).toEqual(['40%', '40%', '40%'])
    expect(root().style.width).toBe('')
    expect(spots(items())).toEqual([
      ['0%', '0px'],
      ['40%', '0px'],
      ['0%', '10px'],
    ])
  })

  it('reads a plain number as px, garbage as 200px and a negative gutter as 0', () => {
    const { items } = show({ columnWidth: 300, gutterSize: -20 }, tall(10, 10, 10))
    expect(spots(items())).toEqual([
      ['0px', '0px'],
      ['300px', '0px'],
      ['0px', '10px'],
    ])
    mounted?.unmount()
    const other = show({ columnWidth: 'wide', gutterSize: 'x' }, tall(10, 10, 10, 10))
    expect(other.items()[0]?.style.width).toBe('200px')
    expect(spots(other.items()).map(([left]) => left)).toEqual(['0px', '200px', '400px', '0px'])
  })

  it('lays out `tiles` when useChildrenForTiles is false', () => {
    const tiles = [{ content: tall(30) }, { content: tall(70) }, null, { content: tall(5) }]
    const { container, items } = show({ useChildrenForTiles: false, tiles }, tall(999))
    expect(texts(items())).toEqual(['30', '70', '', '5'])
    const paths = Array.from(container.querySelectorAll('[builder-path]'), (list) =>
      list.getAttribute('builder-path'),
    )
    expect(paths).toEqual([0, 1, 2, 3].map((i) => `component.options.tiles.${i}.content`))
    expect(spots(items())).toEqual([
      ['0px', '0px'],
      ['200px', '0px'],
      ['400px', '0px'],
      ['400px', '0px'],
    ])
  })

  it('makes one tile of each item of a repeated child', () => {
    const repeated: Block = {
      ...text('r', ''),
      repeat: { collection: 'state.heights' },
      bindings: { 'component.options.text': 'String($item)' },
    }
    const { items } = show({}, [repeated, text('z', '15')], { data: { heights: [40, 20, 60] } })
    expect(texts(items())).toEqual(['40', '20', '60', '15'])
    expect(spots(items()).at(-1)).toEqual(['200px', '20px'])
  })

  it('renders an empty root of height 0 without tiles, whatever `tiles` holds', () => {
    const { root, items } = show({ useChildrenForTiles: false, tiles: 'nope' })
    expect(items()).toEqual([])
    expect(root().style.height).toBe('0px')
  })

  it('lays out again at once when the options or the tiles change', () => {
    fakeSizes.width = 415
    const view = show({}, tall(10, 20, 30, 40))
    expect(spots(view.items()).map(([left]) => left)).toEqual(['0px', '200px', '0px', '200px'])
    expect(view.root().style.width).toBe('400px')
    view.rerender(masonryContent({ columnWidth: '100px', gutterSize: 5 }, tall(10, 20, 30, 40)))
    expect(spots(view.items())).toEqual([
      ['0px', '0px'],
      ['105px', '0px'],
      ['210px', '0px'],
      ['315px', '0px'],
    ])
    expect(view.root().style.width).toBe('415px')
    view.rerender(masonryContent({ columnWidth: '100px', gutterSize: 5 }, tall(10, 20, 30, 40, 5)))
    expect(view.items()[4]?.style.opacity).toBe('1')
    expect(spots(view.items()).at(-1)).toEqual(['0px', '15px'])
  })
})
