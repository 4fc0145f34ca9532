import type { ComponentInput } from '@tessera/react'
import { withNewIds } from '../palette/block-templates.ts'
import type { JsonObject } from '../state/doc-types.ts'

/** A change of a list input's items. */
export type ListAction =
  { type: 'add' } | { type: 'remove'; index: number } | { type: 'move'; index: number; by: -1 | 1 }

/**
 * A new item of a list input: each sub-field's default value (blocks in it get new ids, so
 * that an item like an accordion's, whose default holds blocks, can be added many times).
 */
export function newListItem(subFields: readonly ComponentInput[], newId: () => string): JsonObject {
  const item: JsonObject = {}
  for (const field of subFields) {
    if (field.defaultValue === undefined) continue
    const copy = structuredClone(field.defaultValue) as unknown
    item[field.name] = Array.isArray(copy)
      ? copy.map((entry: unknown) =>
          typeof entry === 'object' && entry !== null && !Array.isArray(entry)
            ? withNewIds(entry as JsonObject, newId)
            : entry,
        )
      : typeof copy === 'object' && copy !== null
        ? withNewIds(copy as JsonObject, newId)
        : copy
  }
  return item
}

/**
 * The list after an action: an item added at the end, one removed, or one moved a place up or
 * down. A list that is not one counts as empty; an action that does not fit (index outside,
 * moving the first item up) returns `undefined`.
 */
export function applyListAction(
  list: unknown,
  action: ListAction,
  makeItem: () => unknown,
): unknown[] | undefined {
  const items = Array.isArray(list) ? [...(list as unknown[])] : []
  if (action.type === 'add') return [...items, makeItem()]
  if (!Number.isInteger(action.index) || action.index < 0 || action.index >= items.length) {
    return undefined
  }
  if (action.type === 'remove') return items.filter((_, index) => index !== action.index)
  const to = action.index + action.by
  if (to < 0 || to >= items.length) return undefined
  ;[items[action.index], items[to]] = [items[to], items[action.index]]
  return items
}

/** What the list's item is called in the panel: its first text sub-field's value, or its number. */
export function listItemLabel(
  item: unknown,
  index: number,
  subFields: readonly ComponentInput[],
): string {
  const named = subFields.find((field) =>
    ['text', 'string', 'url', undefined].includes(field.type as string | undefined),
  )
  const value =
    named && typeof item === 'object' && item !== null
      ? (item as JsonObject)[named.name]
      : undefined
  const text = typeof value === 'string' ? value.replace(/<[^>]*>/g, '').trim() : ''
  return text === '' ? `Item ${index + 1}` : `Item ${index + 1}: ${text.slice(0, 24)}`
}
