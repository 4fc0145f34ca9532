import type { Entry } from '../types/entry.ts'

function priorityOf(entry: Pick<Entry, 'priority'>): number {
  const { priority } = entry
  return typeof priority === 'number' && Number.isFinite(priority) ? priority : 0
}

/**
 * Comparator for `Array.prototype.sort`: higher `priority` first. A missing or non-finite
 * priority counts as 0. Ties compare equal, so the (stable) sort keeps their order.
 * @example
 * filterByTargeting(entries, attributes).sort(compareByPriority)[0] // the best match
 */
export function compareByPriority(a: Pick<Entry, 'priority'>, b: Pick<Entry, 'priority'>): number {
  return priorityOf(b) - priorityOf(a)
}
