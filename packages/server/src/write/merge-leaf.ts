import { mergeIdLists } from '@tessera/core'
import { slotIds, slotValue } from './flat-entry.ts'
import { isJsonObject } from './merge-patch.ts'

/** The outcome of merging one leaf both sides changed (`undefined`: the leaf is gone). */
export type LeafMerge =
  /** `dropped`: blocks one side moved in a list the other took them out of (`mergeIdLists`). */
  | { kind: 'merged'; value: unknown; dropped: string[] }
  /** The ids a list merge names (both moved them differently); none for other values. */
  | { kind: 'conflict'; ids: string[] }

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/** The ids of a list of blocks, an empty or absent list holding none. */
function listIds(value: unknown): string[] | undefined {
  if (value === undefined || (Array.isArray(value) && value.length === 0)) return []
  return slotIds(value)
}

/** Whether a list of blocks is in `value`, at any depth. */
function holdsList(value: unknown): boolean {
  if (slotIds(value) !== undefined) return true
  if (Array.isArray(value)) return value.some(holdsList)
  return isJsonObject(value) && Object.values(value).some(holdsList)
}

/**
 * Merges a leaf of a flat entry (see `flat-entry.ts`) that both sides changed from `base`:
 * lists of blocks are merged by their ids (`mergeIdLists`: both inserts kept, removals
 * honoured), and the lists inside a leaf (a Columns block's `columns`, each with its `blocks`)
 * are reached through objects key by key and arrays of one length item by item. Any other
 * value both changed differently is a conflict (plain values and lists have no ids to merge by). A side that left the leaf as it was gives the
 * other side's value.
 */
export function mergeLeaf(base: unknown, mine: unknown, theirs: unknown): LeafMerge {
  if (same(mine, theirs) || same(theirs, base)) return { kind: 'merged', value: mine, dropped: [] }
  if (same(mine, base)) return { kind: 'merged', value: theirs, dropped: [] }
  // Only lists of blocks, and what holds them, merge: other values have nothing to merge by.
  if (![base, mine, theirs].some(holdsList)) return { kind: 'conflict', ids: [] }
  const lists = [base, mine, theirs].map(listIds)
  const isList = [base, mine, theirs].some((value) => slotIds(value) !== undefined)
  if (isList && lists.every((ids) => ids !== undefined)) {
    const [baseIds, myIds, theirIds] = lists as [string[], string[], string[]]
    const merged = mergeIdLists(baseIds, myIds, theirIds)
    if (merged.kind === 'conflict') return merged
    return { kind: 'merged', value: slotValue(merged.ids), dropped: merged.dropped }
  }
  if ([base, mine, theirs].every(Array.isArray)) {
    const [b, m, t] = [base, mine, theirs] as [unknown[], unknown[], unknown[]]
    if (b.length !== m.length || b.length !== t.length) return { kind: 'conflict', ids: [] }
    return mergeAll(
      b.map((item, at) => mergeLeaf(item, m[at], t[at])),
      (values) => values,
    )
  }
  // Objects (of which the base may be absent: both made one) are merged key by key.
  if (isJsonObject(mine) && isJsonObject(theirs) && (base === undefined || isJsonObject(base))) {
    type Json = Record<string, unknown>
    const [b, m, t] = [(base ?? {}) as Json, mine, theirs]
    const keys = [...new Set([...Object.keys(t), ...Object.keys(m)])]
    const own = (object: Record<string, unknown>, key: string) =>
      Object.hasOwn(object, key) ? object[key] : undefined
    return mergeAll(
      keys.map((key) => mergeLeaf(own(b, key), own(m, key), own(t, key))),
      (values) =>
        Object.fromEntries(
          keys.flatMap((key, at) => (values[at] === undefined ? [] : [[key, values[at]]])),
        ),
    )
  }
  return { kind: 'conflict', ids: [] }
}

/** The merged values put together by `build`, or a conflict naming the conflicts' ids. */
function mergeAll(results: LeafMerge[], build: (values: unknown[]) => unknown): LeafMerge {
  const conflicts = results.filter((result) => result.kind === 'conflict')
  if (conflicts.length > 0) return { kind: 'conflict', ids: conflicts.flatMap((c) => c.ids) }
  const merged = results as Array<Extract<LeafMerge, { kind: 'merged' }>>
  return {
    kind: 'merged',
    value: build(merged.map((result) => result.value)),
    dropped: merged.flatMap((result) => result.dropped),
  }
}
