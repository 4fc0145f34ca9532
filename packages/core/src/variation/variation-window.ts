import { toEpochMs } from '../targeting/to-epoch-ms.ts'
import type { Variation } from '../types/entry.ts'

/**
 * A variation's own schedule: `variation.meta.startDate` / `variation.meta.endDate` (epoch ms
 * or a date string, both ends inclusive, each optional), as an entry's `startDate`/`endDate`.
 * Builder's variation JSON has no dates; `meta` is its free-form part, so an entry with dated
 * variations stays valid Builder JSON (Builder's SDKs ignore the dates: the content service
 * leaves a variation out while it is not live, see `servedEntry`).
 * @module
 */

/** Keys of a variation's `meta` holding its window. */
export const VARIATION_START_KEY = 'startDate'
export const VARIATION_END_KEY = 'endDate'

/** The window of a variation: epoch ms, each end optional (unreadable dates are ignored). */
export interface VariationWindow {
  start?: number
  end?: number
}

/** Reads a variation's window from its `meta`. */
export function variationWindow(variation: Pick<Variation, 'meta'>): VariationWindow {
  const meta = variation.meta
  if (typeof meta !== 'object' || meta === null || Array.isArray(meta)) return {}
  const start = toEpochMs(meta[VARIATION_START_KEY])
  const end = toEpochMs(meta[VARIATION_END_KEY])
  return {
    ...(start === undefined ? {} : { start }),
    ...(end === undefined ? {} : { end }),
  }
}

/**
 * Whether a variation is live at `now`: `start <= now <= end` (an absent end is open). A live
 * variation is assigned and served; outside its window its traffic goes to the default.
 * @example isVariationLive({ id: 'a', meta: { startDate: 2000 } }, 1000) // false
 */
export function isVariationLive(variation: Pick<Variation, 'meta'>, now: number): boolean {
  const { start, end } = variationWindow(variation)
  if (start !== undefined && now < start) return false
  return end === undefined || now <= end
}
