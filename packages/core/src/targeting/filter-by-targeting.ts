import type { UserAttributes } from '../types/user-attributes.ts'
import { matchesTargeting } from './matches-targeting.ts'
import type { TargetedEntry, TargetingOptions } from './matches-targeting.ts'

/**
 * The entries shown to a visitor (see `matchesTargeting`), in their original order. Sort the
 * result with `compareByPriority` to get the best entry first.
 */
export function filterByTargeting<T extends TargetedEntry>(
  entries: readonly T[],
  userAttributes: UserAttributes | null | undefined,
  options: TargetingOptions = {},
): T[] {
  const now = options.now ?? Date.now()
  return entries.filter((entry) => matchesTargeting(entry, userAttributes, { now }))
}
