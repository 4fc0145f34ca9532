import { describe, expect, it } from 'vitest'
import { accordionInfo } from './info.ts'

describe('accordionInfo', () => {
  it('declares Builder inputs with their defaults', () => {
    expect(accordionInfo.name).toBe('Builder:Accordion')
    const summary = accordionInfo.inputs?.map(({ name, type, defaultValue }) => ({
      name,
      type,
      defaultValue: name === 'items' ? undefined : defaultValue,
    }))
    expect(summary).toEqual([
      { name: 'items', type: 'list', defaultValue: undefined },
      { name: 'oneAtATime', type: 'boolean', defaultValue: false },
      { name: 'grid', type: 'boolean', defaultValue: false },
      { name: 'gridRowWidth', type: 'string', defaultValue: '25%' },
      { name: 'useChildrenForItems', type: 'boolean', defaultValue: false },
    ])
  })

  it('gives a new accordion two items of Text blocks', () => {
    const items = accordionInfo.inputs?.[0]
    const value = items?.defaultValue as { title: unknown[]; detail: unknown[] }[]
    expect(value).toHaveLength(2)
    for (const item of value) {
      expect(item.title).toEqual([
        expect.objectContaining({ component: expect.objectContaining({ name: 'Text' }) }),
      ])
      expect(item.detail).toHaveLength(1)
    }
    expect(items?.subFields?.map((field) => [field.name, field.type])).toEqual([
      ['title', 'uiBlocks'],
      ['detail', 'uiBlocks'],
    ])
  })

  it('is plain JSON (sent to the editor as is)', () => {
    expect(JSON.parse(JSON.stringify(accordionInfo))).toEqual(accordionInfo)
  })
})
