import { toEpochMs } from '@tessera/core'
import { getIndexableUrlPaths } from '@tessera/core/targeting'
import type { Entry } from '@tessera/core'
import type { PageEntry } from '../api/pages-api.ts'
import { pageStatus } from '../api/pages-api.ts'
import { priorityOf, readRules } from './targeting-rules.ts'

/**
 * Pages that compete for one path. The service serves the matching page of highest
 * `priority` (Builder's order); between two of equal priority, which one a visitor gets is
 * not something the author chose. Such a pair is a conflict when both are published (or
 * scheduled), their schedules overlap, they name the same path with `urlPath is`, and the rest
 * of their rules is the same (different rules, on the device say, are a deliberate split).
 * @module
 */

/** Two pages of equal priority targeting one path. */
export interface PathConflict {
  path: string
  pages: [PageEntry, PageEntry]
}

/** The rules of a page other than its `urlPath is` ones, as a comparable key. */
function otherRulesKey(page: PageEntry): string {
  return JSON.stringify(
    readRules(page.query)
      .filter((rule) => !(rule.property === 'urlPath' && rule.operator === 'is'))
      .map((rule) => [rule.property, rule.operator, [...rule.values].sort()])
      .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))),
  )
}

/** Whether the two pages' schedules have a moment in common. */
function schedulesOverlap(a: PageEntry, b: PageEntry): boolean {
  const startA = toEpochMs(a.startDate) ?? -Infinity
  const startB = toEpochMs(b.startDate) ?? -Infinity
  const endA = toEpochMs(a.endDate) ?? Infinity
  const endB = toEpochMs(b.endDate) ?? Infinity
  return startA <= endB && startB <= endA
}

/** Whether the page is (or will be, on its start date) live, and has not ended. */
export function isLiveOrScheduled(page: PageEntry, now = Date.now()): boolean {
  const status = pageStatus(page, now)
  if (status !== 'published' && status !== 'scheduled') return false
  const end = toEpochMs(page.endDate)
  return end === undefined || end >= now
}

/** Every conflict among `pages` (each pair once, per shared path). */
export function findPathConflicts(pages: readonly PageEntry[], now = Date.now()): PathConflict[] {
  const live = pages.filter((page) => isLiveOrScheduled(page, now))
  const conflicts: PathConflict[] = []
  const byPath = new Map<string, PageEntry[]>()
  for (const page of live) {
    for (const path of getIndexableUrlPaths(page as Pick<Entry, 'query'>)) {
      byPath.set(path, [...(byPath.get(path) ?? []), page])
    }
  }
  for (const [path, group] of byPath) {
    for (let i = 0; i < group.length; i++) {
      for (let j = i + 1; j < group.length; j++) {
        const a = group[i] as PageEntry
        const b = group[j] as PageEntry
        if (priorityOf(a) !== priorityOf(b)) continue
        if (otherRulesKey(a) !== otherRulesKey(b) || !schedulesOverlap(a, b)) continue
        conflicts.push({ path, pages: [a, b] })
      }
    }
  }
  return conflicts
}

/**
 * The conflicts of one page (as it is being edited, published or not) with the other pages:
 * each with the other page first.
 */
export function conflictsOf(
  page: PageEntry,
  others: readonly PageEntry[],
  now = Date.now(),
): PathConflict[] {
  // The page counts as live here: the warning is about what publishing it does.
  const self: PageEntry = { ...page, published: 'published' }
  return findPathConflicts([self, ...others.filter((other) => other.id !== page.id)], now)
    .filter((conflict) => conflict.pages.some((item) => item.id === page.id))
    .map((conflict) => {
      const other = conflict.pages.find((item) => item.id !== page.id) as PageEntry
      return { path: conflict.path, pages: [other, self] }
    })
}

/** The conflicts each page of the list takes part in, by page id. */
export function conflictsByPage(conflicts: readonly PathConflict[]): Map<string, PathConflict[]> {
  const map = new Map<string, PathConflict[]>()
  for (const conflict of conflicts) {
    for (const page of conflict.pages) map.set(page.id, [...(map.get(page.id) ?? []), conflict])
  }
  return map
}
