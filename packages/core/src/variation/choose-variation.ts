import type { Entry } from '../types/entry.ts'
import { listVariations } from './has-variations.ts'
import { isTestStopped } from './test-status.ts'
import { isVariationLive } from './variation-window.ts'

function shareOf(testRatio: unknown): number {
  if (typeof testRatio !== 'number' || !Number.isFinite(testRatio) || testRatio < 0) return 0
  return testRatio
}

/**
 * Picks the split-test group of an entry for one random draw. Pure: the same draw always
 * gives the same group.
 *
 * The variations are walked in key order, accumulating their `testRatio`; the first one for
 * which `draw < sum` wins. When none wins, the default (the entry's own id) is chosen, so the
 * default keeps whatever share the variations leave. A variation whose `testRatio` is missing,
 * not a finite number or negative gets no share; the sum is capped at 1.
 *
 * A stopped test (`isTestStopped`) always gives the default. A variation outside its window
 * at `now` (see `isVariationLive`) is skipped: its share goes to the default.
 *
 * Draws outside [0, 1): a negative draw counts as 0; a draw of 1 or more, or `NaN`, chooses
 * the default.
 *
 * @param draw - a random number in [0, 1), for example `Math.random()`
 * @param now - the time the variations' windows are read at (epoch ms). Default: `Date.now()`
 * @returns the id of the chosen variation, or the entry's id for the default
 * @example
 * chooseVariation({ id: 'c1', variations: { a: { id: 'a', testRatio: 0.3 } } }, 0.1) // 'a'
 */
export function chooseVariation(
  entry: Pick<Entry, 'id' | 'variations' | 'meta'>,
  draw: number,
  now: number = Date.now(),
): string {
  if (Number.isNaN(draw) || draw >= 1 || isTestStopped(entry)) return entry.id
  const r = Math.max(draw, 0)
  let sum = 0
  for (const [id, variation] of listVariations(entry)) {
    if (!isVariationLive(variation, now)) continue
    sum = Math.min(sum + shareOf(variation.testRatio), 1)
    if (r < sum) return id
  }
  return entry.id
}
