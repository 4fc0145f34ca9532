import type { ReliabilityResult } from './reliability-result.ts'
import { reliabilityRows } from './reliability-rows.ts'

/**
 * The lines of the reliability section in the summary of `npm run bench`: each figure with its
 * target and verdict, as `[what, measured, target, verdict]`.
 */
export function reliabilitySummaryLines(
  result: ReliabilityResult,
): Array<[string, string, string, string]> {
  return reliabilityRows(result).map((row) => [
    `Reliability: ${row.scenario}`,
    row.measured,
    row.target,
    row.verdict,
  ])
}
