/**
 * Paired runs against the machine's noise: the load benchmark measures the bare server and
 * Tessera back to back, a few times, and keeps the pair with the median ratio.
 * @module
 */
import type { MeasuredLoad } from './bench-service.ts'

/** The bare server and Tessera measured under the same load, back to back. */
export interface LoadPair {
  bare: MeasuredLoad
  tessera: MeasuredLoad
  /** Bytes Tessera logged during its run. */
  loggedBytes: number
}

/** `tessera` req/s ÷ `bare` req/s. */
export function pairRatio(pair: LoadPair): number {
  return pair.tessera.requestsPerSecond / pair.bare.requestsPerSecond
}

/**
 * Runs `count` pairs (`run(tesseraFirst)`, alternating which server goes first so that neither
 * always meets the machine in the same state) and returns the pair whose ratio is the median:
 * a burst of other work on a shared machine then moves one pair, not the verdict.
 */
export async function medianPair(
  count: number,
  run: (tesseraFirst: boolean) => Promise<LoadPair>,
): Promise<LoadPair> {
  const pairs: LoadPair[] = []
  for (let i = 0; i < Math.max(1, count); i++) pairs.push(await run(i % 2 === 1))
  pairs.sort((a, b) => pairRatio(a) - pairRatio(b))
  return pairs[Math.floor((pairs.length - 1) / 2)] as LoadPair
}
