import type { Entry, Variation } from '../types/entry.ts'
import { isTestStopped } from './test-status.ts'
import { isVariationLive } from './variation-window.ts'

/**
 * The usable variations of an entry, in key order (JavaScript property order, as Builder's
 * SDKs walk them). A variation is usable when its value is an object and its key is not the
 * entry's own id (that id names the default). The key is the variation's id.
 */
export function listVariations(
  entry: Pick<Entry, 'id' | 'variations'>,
): Array<[id: string, variation: Variation]> {
  const { variations } = entry
  if (!variations || typeof variations !== 'object' || Array.isArray(variations)) return []
  return Object.entries(variations).filter(
    (pair): pair is [string, Variation] =>
      pair[0] !== entry.id && typeof pair[1] === 'object' && pair[1] !== null,
  )
}

/**
 * Whether the entry is split-tested at `now`: its test is not stopped (see `isTestStopped`) and
 * at least one usable variation is live (inside its window, see `isVariationLive`).
 */
export function hasVariations(
  entry: Pick<Entry, 'id' | 'variations' | 'meta'>,
  now: number = Date.now(),
): boolean {
  return (
    !isTestStopped(entry) &&
    listVariations(entry).some(([, variation]) => isVariationLive(variation, now))
  )
}

/**
 * Whether `variationId` names a group of the entry's test: the entry's id (the default) or the
 * key of one of its usable variations. Used to validate a cookie or a URL-forced group.
 */
export function isKnownVariation(
  entry: Pick<Entry, 'id' | 'variations'>,
  variationId: string | undefined,
): boolean {
  if (typeof variationId !== 'string' || variationId === '') return false
  if (variationId === entry.id) return true
  return listVariations(entry).some(([id]) => id === variationId)
}
