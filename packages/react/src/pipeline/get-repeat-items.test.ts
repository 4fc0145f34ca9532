import { describe, expect, it } from 'vitest'
import { getRepeatItemName, getRepeatItems } from './get-repeat-items.ts'

describe('getRepeatItemName', () => {
  it('uses itemName, else the last segment of the collection plus Item, else item', () => {
    expect(getRepeatItemName({ collection: 'state.products', itemName: 'p' })).toBe('p')
    expect(getRepeatItemName({ collection: 'state.products' })).toBe('productsItem')
    expect(getRepeatItemName({ collection: 'state.list.filter(x => x.a)' })).toBe('filterItem')
    expect(getRepeatItemName({ collection: '[1, 2]' })).toBe('item')
  })
})

describe('getRepeatItems', () => {
  it('gives each item its local variables', () => {
    const items = getRepeatItems({ collection: 'state.products' }, () => ['a', 'b'])
    expect(items).toEqual([
      { $index: 0, $item: 'a', productsItem: 'a', $productsItemIndex: 0 },
      { $index: 1, $item: 'b', productsItem: 'b', $productsItemIndex: 1 },
    ])
  })

  it('gives nothing for a collection that is not an array', () => {
    expect(getRepeatItems({ collection: 'state.x' }, () => ({ 0: 'a', length: 1 }))).toEqual([])
    expect(getRepeatItems({ collection: 'state.x' }, () => undefined)).toEqual([])
  })
})
