import { describe, expect, it } from 'vitest'
import {
  allBlocks,
  BLOCKS_PER_SECTION,
  generatePageBlocks,
  headingIds,
  middleHeadingId,
} from './generate-page.ts'

describe('generatePageBlocks', () => {
  it.each([1, 5, 12, 13, 1000, 5000])('makes exactly %i blocks with unique ids', (count) => {
    const blocks = allBlocks(generatePageBlocks(count))
    expect(blocks).toHaveLength(count)
    expect(new Set(blocks.map((block) => block.id)).size).toBe(count)
  })

  it('nests a heading and three columns of image, text and button in each section', () => {
    const [section] = generatePageBlocks(BLOCKS_PER_SECTION)
    expect(section?.component.name).toBe('Core:Section')
    expect(section?.children?.map((child) => child.component.name)).toEqual(['Text', 'Columns'])
    const columns = section?.children?.[1]?.component.options.columns as {
      blocks: { component: { name: string } }[]
    }[]
    expect(columns.map((item) => item.blocks.map((block) => block.component.name))).toEqual([
      ['Image', 'Text', 'Core:Button'],
      ['Image', 'Text', 'Core:Button'],
      ['Image', 'Text', 'Core:Button'],
    ])
    expect(Object.keys(section?.responsiveStyles ?? {})).toEqual(['large', 'medium', 'small'])
  })

  it('is the same page every time', () => {
    expect(generatePageBlocks(100)).toEqual(generatePageBlocks(100))
  })

  it('refuses a count that is not a positive whole number', () => {
    expect(() => generatePageBlocks(0)).toThrow(RangeError)
    expect(() => generatePageBlocks(1.5)).toThrow(/positive whole number/)
  })
})

describe('headingIds', () => {
  it('lists the first block of each section, in order', () => {
    const blocks = generatePageBlocks(BLOCKS_PER_SECTION * 3)
    expect(headingIds(blocks)).toEqual(blocks.map((section) => section.children?.[0]?.id))
  })
})

describe('middleHeadingId', () => {
  it('names the heading of the middle section', () => {
    const blocks = generatePageBlocks(BLOCKS_PER_SECTION * 5)
    const id = middleHeadingId(blocks)
    expect(blocks[2]?.children?.[0]?.id).toBe(id)
  })

  it('fails clearly on a page without headings', () => {
    expect(() => middleHeadingId(generatePageBlocks(1))).toThrow(/no section heading/)
  })
})
