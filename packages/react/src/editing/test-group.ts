import { applyVariation, isKnownVariation } from '@tessera/core'
import type { Entry } from '@tessera/core'

/**
 * The content showing the split-test group the editor forced with `builder.overrideTestGroup`:
 * the variation's `data` (its `testVariationId`/`testVariationName` set) when the group names a
 * variation of the content, else the content as it is (the default, or no group forced).
 */
export function showTestGroup(content: Entry, group: string | undefined): Entry {
  if (group === undefined || group === content.id || !isKnownVariation(content, group)) {
    return content
  }
  return applyVariation(content, group)
}
