import type { Entry } from '../types/entry.ts'
import type { UserAttributes } from '../types/user-attributes.ts'
import { matchesQueryRule } from './matches-query-rule.ts'
import { toEpochMs } from './to-epoch-ms.ts'

/** What {@link matchesTargeting} needs of an entry. */
export type TargetedEntry = Pick<Entry, 'query' | 'startDate' | 'endDate'>

export interface TargetingOptions {
  /**
   * "Now" in epoch ms for the schedule check, unless `userAttributes.date` is set.
   * @default Date.now()
   */
  now?: number
}

/**
 * Whether an entry is shown to a visitor: the same rule on the content service and in the SDK.
 *
 * The entry must be scheduled — `startDate <= now <= endDate`, both ends inclusive and each
 * optional — and every rule of `entry.query` must hold (see `matchesQueryRule`). "Now" is
 * `userAttributes.date` (epoch ms, an integer string, or a date string) when readable, else
 * `options.now`, else `Date.now()`. A `startDate`/`endDate` that is not a readable date is
 * ignored, as is a `query` that is not an array.
 * @example
 * matchesTargeting(entry, { urlPath: '/about/', device: 'mobile' })
 */
export function matchesTargeting(
  entry: TargetedEntry,
  userAttributes: UserAttributes | null | undefined,
  options: TargetingOptions = {},
): boolean {
  const attributes: UserAttributes = userAttributes ?? {}
  const now = toEpochMs(attributes.date) ?? options.now ?? Date.now()
  const start = toEpochMs(entry.startDate)
  if (start !== undefined && now < start) return false
  const end = toEpochMs(entry.endDate)
  if (end !== undefined && now > end) return false
  if (!Array.isArray(entry.query)) return true
  return entry.query.every((rule) => matchesQueryRule(rule, attributes))
}
