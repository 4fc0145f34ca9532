import type { Entry } from '../types/entry.ts'
import { listVariations } from './has-variations.ts'
import { variationWindow } from './variation-window.ts'

/**
 * The first time after `now` at which one of the entry's variations goes live or ends (the
 * moment after its inclusive `end`), or `undefined` when none changes after `now`. The
 * content service's cache keeps a response no longer than this.
 * @example nextVariationChange({ id: 'c', variations: { a: { id: 'a', meta: { endDate: 5000 } } } }, 1000) // 5001
 */
export function nextVariationChange(
  entry: Pick<Entry, 'id' | 'variations'>,
  now: number,
): number | undefined {
  let next: number | undefined
  for (const [, variation] of listVariations(entry)) {
    const { start, end } = variationWindow(variation)
    for (const time of [start, end === undefined ? undefined : end + 1]) {
      if (time !== undefined && time > now && (next === undefined || time < next)) next = time
    }
  }
  return next
}
