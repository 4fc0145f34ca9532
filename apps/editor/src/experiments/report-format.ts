/** Formatting of the report's numbers for people. */

/** A rate as a percentage with one decimal (`12.3 %`). */
export const formatRate = (rate: number) => `${(rate * 100).toFixed(1)} %`

/** An uplift with its sign (`+12.3 %`), or a dash when there is none. */
export function formatUplift(uplift: number | null): string {
  if (uplift === null || !Number.isFinite(uplift)) return '–'
  const percent = (uplift * 100).toFixed(1)
  return uplift > 0 ? `+${percent} %` : `${percent} %`
}

/** A 95 % interval of the uplift (`−5.0 % to +20.1 %`), or a dash. */
export function formatInterval(ci: [number, number] | null): string {
  if (ci === null || !ci.every(Number.isFinite)) return '–'
  return `${formatUplift(ci[0])} to ${formatUplift(ci[1])}`
}

/** A probability as a percentage (`97.0 %`), or a dash. */
export const formatChance = (chance: number | null) =>
  chance === null || !Number.isFinite(chance) ? '–' : formatRate(chance)
