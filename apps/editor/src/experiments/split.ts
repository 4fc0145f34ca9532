/**
 * Traffic split arithmetic: the shares of a test's groups (the default first) always add up
 * to 1. Shares are kept to four decimals (0.01 %); the default takes what the variations leave,
 * as Builder's seed content does (`entry.testRatio = 1 - Σ variation.testRatio`).
 * @module
 */

const round = (value: number) => Math.round(value * 10_000) / 10_000

/** Clamps to 0..1 (NaN counts as 0). */
function clampShare(value: number): number {
  return Number.isFinite(value) ? Math.min(Math.max(value, 0), 1) : 0
}

/** Shares fixed to four decimals whose sum is exactly 1 (the first absorbs the rounding). */
export function normalizeShares(shares: readonly number[]): number[] {
  if (shares.length === 0) return []
  const clamped = shares.map(clampShare)
  const total = clamped.reduce((sum, share) => sum + share, 0)
  const scaled =
    total > 0 ? clamped.map((share) => share / total) : clamped.map(() => 1 / shares.length)
  const rounded = scaled.map(round)
  const rest = round(1 - rounded.slice(1).reduce((sum, share) => sum + share, 0))
  return [Math.max(rest, 0), ...rounded.slice(1)]
}

/**
 * Sets the share of group `index` to `value` (clamped to 0..1) and rescales the others
 * proportionally so that the sum stays 1; when the others had nothing, they share the rest
 * equally. The moved group keeps exactly its new value (to four decimals).
 * @example
 * rebalance([0.5, 0.3, 0.2], 0, 0.8) // [0.8, 0.12, 0.08]
 */
export function rebalance(shares: readonly number[], index: number, value: number): number[] {
  if (index < 0 || index >= shares.length) return normalizeShares(shares)
  if (shares.length === 1) return [1]
  const target = round(clampShare(value))
  const others = shares.map(clampShare).filter((_, i) => i !== index)
  const othersTotal = others.reduce((sum, share) => sum + share, 0)
  const rest = 1 - target
  const scaled = others.map((share) =>
    othersTotal > 0 ? (share / othersTotal) * rest : rest / others.length,
  )
  const rounded = scaled.map(round)
  // The last other group absorbs the rounding so the moved one stays exact.
  const drift = round(rest - rounded.reduce((sum, share) => sum + share, 0))
  rounded[rounded.length - 1] = round(Math.max((rounded.at(-1) ?? 0) + drift, 0))
  const result = [...rounded]
  result.splice(index, 0, target)
  return result
}

/** The shares after adding a group: it gets an equal share, the others shrink in proportion. */
export function addShare(shares: readonly number[]): number[] {
  return rebalance([...shares, 0], shares.length, 1 / (shares.length + 1))
}

/** The shares after removing group `index`: the rest grow in proportion to fill its share. */
export function removeShare(shares: readonly number[], index: number): number[] {
  return normalizeShares(shares.filter((_, i) => i !== index))
}

/** A share as a percentage for people (`33.3 %` keeps one decimal when needed). */
export function formatShare(share: number): string {
  const percent = Math.round(share * 1000) / 10
  return `${percent} %`
}
