import chisquareCdf from '@stdlib/stats-base-dists-chisquare-cdf'

/** Pearson's chi-square goodness of fit of observed counts to expected shares. */
export interface GoodnessOfFit {
  chiSquare: number
  degreesOfFreedom: number
  pValue: number
}

/**
 * Chi-square goodness of fit of `observed` counts against `shares` (weights, summing to any
 * positive total): `sum (O - E)^2 / E` with `k - 1` degrees of freedom over the groups that
 * expect a share; groups that expect none (a variation stopped at 0 %, or only forced by URL)
 * are left out, total included. `null` when it cannot be computed: fewer than two groups with a
 * share, or no counts in them.
 */
export function chiSquareGoodnessOfFit(
  observed: readonly number[],
  shares: readonly number[],
): GoodnessOfFit | null {
  if (observed.length !== shares.length) {
    throw new Error('observed and shares must have the same length')
  }
  const totalShare = shares.reduce((sum, share) => sum + share, 0)
  const total = observed.reduce((sum, count, i) => ((shares[i] ?? 0) > 0 ? sum + count : sum), 0)
  if (total === 0 || totalShare <= 0) return null
  let chiSquare = 0
  let groups = 0
  for (let i = 0; i < observed.length; i += 1) {
    const share = shares[i] ?? 0
    const count = observed[i] ?? 0
    if (share > 0) {
      const expected = (total * share) / totalShare
      chiSquare += (count - expected) ** 2 / expected
      groups += 1
    }
  }
  if (groups < 2) return null
  const degreesOfFreedom = groups - 1
  return { chiSquare, degreesOfFreedom, pValue: 1 - chisquareCdf(chiSquare, degreesOfFreedom) }
}
