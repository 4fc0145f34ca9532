import { listVariations } from '@tessera/core'
import type { Entry } from '@tessera/core'

/** One group of a split test as configured: its id, name and share of the visitors. */
export interface ConfiguredGroup {
  id: string
  name: string | undefined
  /** 0..1: the share `chooseVariation` gives it. */
  share: number
}

function shareOf(testRatio: unknown): number {
  if (typeof testRatio !== 'number' || !Number.isFinite(testRatio) || testRatio < 0) return 0
  return testRatio
}

/**
 * The split `chooseVariation` (packages/core) draws from, the default first: the variations in
 * key order take their `testRatio` until the running sum reaches 1 (later ones get what is
 * left, possibly nothing), and the default gets the rest.
 */
export function configuredSplit(entry: Pick<Entry, 'id' | 'variations'>): ConfiguredGroup[] {
  let sum = 0
  const variations: ConfiguredGroup[] = []
  for (const [id, variation] of listVariations(entry)) {
    const next = Math.min(sum + shareOf(variation.testRatio), 1)
    variations.push({ id, name: variation.name, share: next - sum })
    sum = next
  }
  return [{ id: entry.id, name: undefined, share: 1 - sum }, ...variations]
}
