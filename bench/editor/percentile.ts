/**
 * Percentiles of measured samples by the nearest-rank method: the p-th percentile is the
 * smallest sample with at least p % of the samples at or below it (no interpolation, so every
 * figure printed is a time that was measured).
 * @module
 */

/**
 * The `p`-th percentile (0 < p ≤ 100) of `samples` by nearest rank; `null` with no samples.
 * @throws RangeError when `p` is outside (0, 100] or a sample is not a finite number
 */
export function percentile(samples: readonly number[], p: number): number | null {
  if (!(p > 0 && p <= 100)) throw new RangeError(`a percentile is in (0, 100], not ${p}`)
  if (samples.some((value) => !Number.isFinite(value))) {
    throw new RangeError('every sample must be a finite number')
  }
  if (samples.length === 0) return null
  const sorted = [...samples].sort((a, b) => a - b)
  const rank = Math.ceil((p / 100) * sorted.length)
  return sorted[rank - 1] ?? null
}

/** The median (p50), p95 and max of `samples`, and how many there were. */
export interface Spread {
  count: number
  p50: number | null
  p95: number | null
  max: number | null
}

export function spread(samples: readonly number[]): Spread {
  return {
    count: samples.length,
    p50: percentile(samples, 50),
    p95: percentile(samples, 95),
    max: percentile(samples, 100),
  }
}
