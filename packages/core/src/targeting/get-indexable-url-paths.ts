import type { Entry } from '../types/entry.ts'
import { normalizeUrlPath } from './normalize-url-path.ts'

/**
 * The paths an entry can match, for indexing pages by path: the values (normalised with
 * `normalizeUrlPath`) of its `urlPath` rules with operator `is`, without duplicates. An empty
 * array means the entry is not restricted to known paths and must be checked for any path.
 *
 * A rule whose value is not a string or an array of strings is not used. Since rules are ANDed,
 * the result is always a superset of the paths that match: still run `matchesTargeting` on the
 * entries found. This assumes the visitor's `urlPath` is a string normalised the same way.
 */
export function getIndexableUrlPaths(entry: Pick<Entry, 'query'>): string[] {
  if (!Array.isArray(entry.query)) return []
  const paths = new Set<string>()
  for (const rule of entry.query) {
    if (rule === null || typeof rule !== 'object') continue
    if (rule.property !== 'urlPath' || rule.operator !== 'is') continue
    const values: unknown[] = Array.isArray(rule.value) ? rule.value : [rule.value]
    if (values.length === 0 || !values.every((value) => typeof value === 'string')) continue
    for (const value of values as string[]) paths.add(normalizeUrlPath(value))
  }
  return [...paths]
}
