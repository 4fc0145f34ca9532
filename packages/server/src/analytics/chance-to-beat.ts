import betaln from '@stdlib/math-base-special-betaln'
import type { Proportion } from './two-proportion.ts'

/**
 * `P(pB > pA)` for independent `pA ~ Beta(aA, bA)` and `pB ~ Beta(aB, bB)` with integer `aB`,
 * by Evan Miller's closed form ("Formulas for Bayesian A/B Testing", 2015):
 *
 *   sum_{i=0}^{aB-1} B(aA + i, bA + bB) / ((bB + i) B(1 + i, bB) B(aA, bA))
 *
 * Each term is the previous one times `(aA+i)(bB+i) / ((aA+bA+bB+i)(1+i))`, so the sum costs
 * `aB` multiplications, in log space (no underflow at millions of visitors).
 */
function exactSum(aA: number, bA: number, aB: number, bB: number): number {
  let logTerm = betaln(aA, bA + bB) - betaln(aA, bA)
  let maxLog = logTerm
  // Sum of exp(logTerm - maxLog), rescaled whenever a larger term appears.
  let scaled = 1
  for (let i = 0; i < aB - 1; i += 1) {
    logTerm += Math.log(aA + i) + Math.log(bB + i) - Math.log(aA + bA + bB + i) - Math.log(1 + i)
    if (logTerm > maxLog) {
      scaled = scaled * Math.exp(maxLog - logTerm) + 1
      maxLog = logTerm
    } else {
      scaled += Math.exp(logTerm - maxLog)
    }
  }
  return Math.exp(maxLog + Math.log(scaled))
}

/**
 * `P(pB > pA)` of two Beta distributions with integer parameters, exactly. Evan Miller's sum
 * runs over `aB` terms; by the symmetries `P(pB > pA) = P(1-pA > 1-pB)` and
 * `P(pB > pA) = 1 - P(pA > pB)` (ties have probability 0) it can run over any one of the four
 * parameters, and the smallest is chosen.
 */
export function probabilityBeatsBeta(aA: number, bA: number, aB: number, bB: number): number {
  const smallest = Math.min(aA, bA, aB, bB)
  let p: number
  if (smallest === aB) p = exactSum(aA, bA, aB, bB)
  // 1 - pA ~ Beta(bA, aA) and 1 - pB ~ Beta(bB, aB): P(1-pA > 1-pB), sum over bA.
  else if (smallest === bA) p = exactSum(bB, aB, bA, aA)
  else if (smallest === aA) p = 1 - exactSum(aB, bB, aA, bA)
  else p = 1 - exactSum(bA, aA, bB, aB)
  return Math.min(1, Math.max(0, p))
}

/**
 * The Bayesian chance that `b`'s true rate beats `a`'s: beta-binomial model with a uniform
 * Beta(1, 1) prior on each rate, so the posteriors are Beta(1 + successes, 1 + failures).
 */
export function chanceToBeat(a: Proportion, b: Proportion): number {
  return probabilityBeatsBeta(
    1 + a.successes,
    1 + a.trials - a.successes,
    1 + b.successes,
    1 + b.trials - b.successes,
  )
}
