import type { Entry } from '../types/entry.ts'
import { listVariations } from './has-variations.ts'
import { isTestStopped } from './test-status.ts'
import { isVariationLive } from './variation-window.ts'

/**
 * The entry as visitors are served it at `now`: unchanged while its test runs and every
 * variation is live; when the test is stopped, or no variation is live, a copy without
 * `variations` and with `testRatio` 1 (the default takes everyone), so that any SDK, Builder's
 * included, renders only the default; when some variations are outside their window (see
 * `isVariationLive`), a copy with the live ones only and the default's `testRatio` taking the
 * rest. Without `now`, windows are not read. The input is not modified.
 */
export function servedEntry<T extends Pick<Entry, 'id' | 'meta' | 'variations' | 'testRatio'>>(
  entry: T,
  now?: number,
): T {
  if (entry.variations === undefined) return entry
  if (!isTestStopped(entry)) {
    if (now === undefined) return entry
    const all = listVariations(entry)
    const live = all.filter(([, variation]) => isVariationLive(variation, now))
    if (live.length === all.length) return entry
    if (live.length > 0) {
      const shares = live.reduce((sum, [, v]) => sum + shareOf(v.testRatio), 0)
      return { ...entry, variations: Object.fromEntries(live), testRatio: Math.max(1 - shares, 0) }
    }
  }
  const served = { ...entry, testRatio: 1 }
  delete served.variations
  return served
}

function shareOf(ratio: unknown): number {
  return typeof ratio === 'number' && Number.isFinite(ratio) && ratio > 0 ? ratio : 0
}
