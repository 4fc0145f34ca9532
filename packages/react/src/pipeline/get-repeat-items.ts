import type { Repeat } from '@tessera/core'
import type { BuilderState } from '../types.ts'

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/

/**
 * The item variable name of a repeat: `itemName`, else the last dot segment of the collection
 * (cut at the first `(`) followed by `Item` (`state.products` → `productsItem`), else `item`.
 */
export function getRepeatItemName(repeat: Repeat): string {
  if (typeof repeat.itemName === 'string' && repeat.itemName !== '') return repeat.itemName
  const path = repeat.collection.split('(')[0] ?? ''
  const last = path.split('.').pop()?.trim() ?? ''
  return IDENTIFIER.test(last) ? `${last}Item` : 'item'
}

/**
 * The local variables of each copy of a repeated block: `$index`, `$item`, `<itemName>` and
 * `$<itemName>Index`. The collection is evaluated with `evaluate`; anything but an array gives
 * no copies.
 */
export function getRepeatItems(
  repeat: Repeat,
  evaluate: (code: string) => unknown,
): BuilderState[] {
  if (typeof repeat.collection !== 'string') return []
  const collection = evaluate(repeat.collection)
  if (!Array.isArray(collection)) return []
  const itemName = getRepeatItemName(repeat)
  return collection.map((item: unknown, index) => ({
    $index: index,
    $item: item,
    [itemName]: item,
    [`$${itemName}Index`]: index,
  }))
}
