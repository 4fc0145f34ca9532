import type { Entry } from '../types/entry.ts'
import { listVariations } from './has-variations.ts'

/** `testVariationName` of the default group (as Builder's gen-2 SDKs). */
export const DEFAULT_VARIATION_NAME = 'Default'

/**
 * Returns a copy of the entry showing one split-test group: `data` is the variation's `data`,
 * and `testVariationId` / `testVariationName` name the group. The default group (the entry's
 * id, `undefined` or an unknown id) keeps the entry's data and is named `Default`. A variation
 * without a `name` is named by its id; one without a `data` object keeps the entry's data.
 * The input is not modified.
 */
export function applyVariation(entry: Entry, variationId: string | undefined): Entry {
  const found = listVariations(entry).find(([id]) => id === variationId)
  if (!found) {
    return { ...entry, testVariationId: entry.id, testVariationName: DEFAULT_VARIATION_NAME }
  }
  const [id, variation] = found
  const data =
    variation.data && typeof variation.data === 'object' && !Array.isArray(variation.data)
      ? variation.data
      : entry.data
  return {
    ...entry,
    data,
    testVariationId: id,
    testVariationName: typeof variation.name === 'string' ? variation.name : id,
  }
}
