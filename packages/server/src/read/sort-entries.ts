import { compareByPriority } from '@tessera/core/targeting'
import type { Entry } from '@tessera/core'

export interface SortSpec {
  /** Dotted path (`data.date`); the first value it reaches counts. */
  path: string
  /** 1 ascending, -1 descending. */
  direction: 1 | -1
}

function valueAt(entry: Entry, path: string): unknown {
  let value: unknown = entry
  for (const segment of path.split('.')) {
    if (Array.isArray(value)) value = value[0]
    if (typeof value !== 'object' || value === null || !Object.hasOwn(value, segment)) {
      return undefined
    }
    value = (value as Record<string, unknown>)[segment]
  }
  return value
}

/** Missing < null < booleans < numbers < strings < anything else (equal among themselves). */
function rank(value: unknown): number {
  if (value === undefined) return 0
  if (value === null) return 1
  if (typeof value === 'boolean') return 2
  if (typeof value === 'number') return 3
  if (typeof value === 'string') return 4
  return 5
}

function compare(a: unknown, b: unknown): number {
  const order = rank(a) - rank(b)
  if (order !== 0) return order
  if (typeof a === 'number' && typeof b === 'number') return a - b || 0
  if (typeof a === 'string' && typeof b === 'string') return a < b ? -1 : a > b ? 1 : 0
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b)
  return 0
}

/**
 * Sorts entries in place by the `sort.<path>=1|-1` specs (earlier specs first), ties broken by
 * priority; with no spec, by priority alone (`compareByPriority`, highest first). Stable.
 */
export function sortEntries(entries: Entry[], specs: readonly SortSpec[]): Entry[] {
  return entries.sort((a, b) => {
    for (const { path, direction } of specs) {
      const order = compare(valueAt(a, path), valueAt(b, path))
      if (order !== 0) return order * direction
    }
    return compareByPriority(a, b)
  })
}
