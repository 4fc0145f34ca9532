/** Percentiles of a series of measurements (latencies, staleness), in the unit measured. */
export interface SeriesSummary {
  count: number
  p50: number
  p90: number
  p99: number
  max: number
}

/**
 * The `p`-th percentile (0–100) of `values` by the nearest-rank method: the smallest value with
 * at least `p`% of the values at or below it. A real measured value, never an interpolation, so a
 * p99 of 40 samples is their maximum (as it should be: one slow answer in 40 is over 1%).
 * `NaN` for no values.
 * @example percentile([5, 1, 3], 50) // 3
 */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  const rank = Math.ceil((Math.min(100, Math.max(0, p)) / 100) * sorted.length)
  return sorted[Math.max(0, rank - 1)] as number
}

/** Count, median, p90, p99 and maximum of `values` (`NaN` figures when there are none). */
export function summarizeSeries(values: readonly number[]): SeriesSummary {
  return {
    count: values.length,
    p50: percentile(values, 50),
    p90: percentile(values, 90),
    p99: percentile(values, 99),
    max: values.length === 0 ? Number.NaN : Math.max(...values),
  }
}
