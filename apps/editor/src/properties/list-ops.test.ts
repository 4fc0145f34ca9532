import { describe, expect, it } from 'vitest'
import { applyListAction, listItemLabel, newListItem } from './list-ops.ts'

const item = () => ({ value: 'new' })

describe('list inputs', () => {
  it('adds an item at the end, removes one, moves one up and down', () => {
    const list = [{ value: 'a' }, { value: 'b' }, { value: 'c' }]
    expect(applyListAction(list, { type: 'add' }, item)).toEqual([...list, { value: 'new' }])
    expect(applyListAction(list, { type: 'remove', index: 1 }, item)).toEqual([
      { value: 'a' },
      { value: 'c' },
    ])
    expect(applyListAction(list, { type: 'move', index: 0, by: 1 }, item)).toEqual([
      { value: 'b' },
      { value: 'a' },
      { value: 'c' },
    ])
    expect(applyListAction(list, { type: 'move', index: 2, by: -1 }, item)).toEqual([
      { value: 'a' },
      { value: 'c' },
      { value: 'b' },
    ])
    expect(list).toEqual([{ value: 'a' }, { value: 'b' }, { value: 'c' }])
  })

  it('refuses actions that do not fit, and treats a missing list as empty', () => {
    const list = [1, 2]
    expect(applyListAction(list, { type: 'move', index: 0, by: -1 }, item)).toBeUndefined()
    expect(applyListAction(list, { type: 'move', index: 1, by: 1 }, item)).toBeUndefined()
    expect(applyListAction(list, { type: 'remove', index: 2 }, item)).toBeUndefined()
    expect(applyListAction(list, { type: 'remove', index: -1 }, item)).toBeUndefined()
    expect(applyListAction(undefined, { type: 'add' }, item)).toEqual([{ value: 'new' }])
  })

  it('makes a new item from the sub-fields defaults, with new ids for the blocks in it', () => {
    let next = 0
    const newId = () => `builder-new-${(next += 1)}`
    const title = [{ '@type': '@builder.io/sdk:Element', id: 'accordion-title-0', children: [] }]
    const made = newListItem(
      [
        { name: 'title', type: 'uiBlocks', defaultValue: title },
        { name: 'label', type: 'text', defaultValue: 'Tab' },
        { name: 'settings', type: 'object', defaultValue: { infinite: true } },
        { name: 'empty', type: 'text' },
      ],
      newId,
    )
    expect(made).toEqual({
      title: [{ '@type': '@builder.io/sdk:Element', id: 'builder-new-1', children: [] }],
      label: 'Tab',
      settings: { infinite: true },
    })
    expect(title[0]?.id).toBe('accordion-title-0')
  })

  it('labels an item by its first text sub-field', () => {
    const fields = [
      { name: 'width', type: 'number' },
      { name: 'label', type: 'text' },
    ]
    expect(listItemLabel({ label: '<p>Pricing</p>' }, 0, fields)).toBe('Item 1: Pricing')
    expect(listItemLabel({ width: 3 }, 1, fields)).toBe('Item 2')
  })
})
