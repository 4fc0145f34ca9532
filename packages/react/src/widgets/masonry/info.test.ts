import { describe, expect, it } from 'vitest'
import { masonryInfo } from './info.ts'

describe('masonryInfo', () => {
  it("declares Builder's inputs with their defaults", () => {
    expect(masonryInfo.name).toBe('Builder:Masonry')
    expect(masonryInfo.canHaveChildren).toBe(true)
    const inputs = Object.fromEntries((masonryInfo.inputs ?? []).map((i) => [i.name, i]))
    expect(Object.keys(inputs)).toEqual([
      'columnWidth',
      'gutterSize',
      'tiles',
      'useChildrenForTiles',
    ])
    expect(inputs.columnWidth).toMatchObject({ type: 'string', defaultValue: '200px' })
    expect(inputs.gutterSize).toMatchObject({ type: 'number', defaultValue: 0 })
    expect(inputs.useChildrenForTiles).toMatchObject({ type: 'boolean', defaultValue: true })
    expect(inputs.tiles).toMatchObject({ type: 'list', defaultValue: [] })
    expect(inputs.tiles?.subFields?.[0]).toMatchObject({ name: 'content', type: 'uiBlocks' })
  })

  it('is plain data the editor can receive (no functions)', () => {
    expect(JSON.parse(JSON.stringify(masonryInfo))).toEqual(masonryInfo)
  })

  it('gives a new widget child tiles of different heights', () => {
    const heights = (masonryInfo.defaultChildren ?? []).map(
      (child) => child.responsiveStyles?.large?.minHeight,
    )
    expect(heights.length).toBeGreaterThan(3)
    expect(new Set(heights).size).toBe(heights.length)
  })
})
