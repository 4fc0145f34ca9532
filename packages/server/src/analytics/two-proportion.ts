import normalCdf from '@stdlib/stats-base-dists-normal-cdf'
import normalQuantile from '@stdlib/stats-base-dists-normal-quantile'

/** Successes out of trials: converted visitors out of visitors. */
export interface Proportion {
  trials: number
  successes: number
}

/** What {@link compareProportions} finds for a variation `b` against the default `a`. */
export interface ProportionComparison {
  /** Relative uplift `pB / pA - 1`; `null` when the default's rate is 0 (no baseline). */
  uplift: number | null
  /**
   * 95 % confidence interval of the uplift (log risk-ratio, Katz et al. 1978): `null` when a
   * group has no success, or every trial succeeded, where the log-ratio variance is undefined.
   */
  ci95: [number, number] | null
  /** Pooled two-proportion z statistic of `pB - pA`; `null` when it is undefined. */
  z: number | null
  /** Two-sided p-value of the z-test; `null` when `z` is. */
  pValue: number | null
}

/** z of the two-sided 95 % level: 1.959963984540054. */
const Z95 = normalQuantile(0.975, 0, 1)

function rate(p: Proportion): number {
  return p.trials > 0 ? p.successes / p.trials : 0
}

/**
 * The classical two-proportion comparison: the pooled z-test of the difference, and the
 * relative uplift with its 95 % interval from the log of the risk ratio,
 * `exp(ln(pB/pA) ± z · sqrt((1-pA)/sA + (1-pB)/sB)) - 1` (the delta method on the log
 * scale; asymmetric like the ratio itself, and never below -100 %).
 */
export function compareProportions(a: Proportion, b: Proportion): ProportionComparison {
  const pA = rate(a)
  const pB = rate(b)
  const uplift = pA > 0 ? pB / pA - 1 : null

  let z: number | null = null
  let pValue: number | null = null
  if (a.trials > 0 && b.trials > 0) {
    const pooled = (a.successes + b.successes) / (a.trials + b.trials)
    const se = Math.sqrt(pooled * (1 - pooled) * (1 / a.trials + 1 / b.trials))
    if (se > 0) {
      z = (pB - pA) / se
      pValue = Math.min(1, 2 * normalCdf(-Math.abs(z), 0, 1))
    }
  }

  let ci95: [number, number] | null = null
  if (a.successes > 0 && b.successes > 0 && (pA < 1 || pB < 1)) {
    const logRatio = Math.log(pB / pA)
    const se = Math.sqrt((1 - pA) / a.successes + (1 - pB) / b.successes)
    ci95 = [Math.exp(logRatio - Z95 * se) - 1, Math.exp(logRatio + Z95 * se) - 1]
  }
  return { uplift, ci95, z, pValue }
}
