import { DEFAULT_VARIATION_NAME, variationWindow } from '@tessera/core'
import type { Entry, ExperimentReport, VariationReport } from '@tessera/core'
import type { ExperimentRow } from '../store/types.ts'
import { chanceToBeat } from './chance-to-beat.ts'
import { configuredSplit } from './configured-split.ts'
import { chiSquareGoodnessOfFit } from './sample-ratio.ts'
import { compareProportions } from './two-proportion.ts'

export type { ExperimentReport, VariationReport }

/** Fewest visitors, and converted visitors, in each of two groups before a verdict. */
export const MIN_VISITORS = 100
export const MIN_CONVERSIONS = 10
/** The chance to beat the default from which a variation is "very likely" better (or worse, below 1 - it). */
export const LIKELY = 0.95
/** The sample-ratio-mismatch p-value under which the report warns. */
export const SRM_ALPHA = 0.001

const percent = (x: number) => `${(x * 100).toFixed(1)} %`

function variationVerdict(row: VariationReport, base: VariationReport): string {
  if (row.isDefault) return 'The default: the others are compared with it'
  const enough = (r: VariationReport) =>
    r.visitors >= MIN_VISITORS && r.convertedVisitors >= MIN_CONVERSIONS
  if (!enough(row) || !enough(base)) return 'Not enough data yet'
  const chance = row.chanceToBeatDefault ?? 0.5
  if (chance >= LIKELY) return `${row.name} is very likely better (${percent(chance)} chance)`
  if (chance <= 1 - LIKELY)
    return `${row.name} is very likely worse (${percent(1 - chance)} chance)`
  return `No clear difference yet: ${row.name} beats the default with ${percent(chance)} chance`
}

/**
 * Whether a variation of the entry has dates of its own: its share of the traffic then changed
 * over time (to the default outside its window), so no one configured split holds.
 */
function hasDatedVariation(entry: Pick<Entry, 'variations'>): boolean {
  return Object.values(entry.variations ?? {}).some((variation) => {
    const window = variation ? variationWindow(variation) : {}
    return window.start !== undefined || window.end !== undefined
  })
}

function testVerdict(variations: VariationReport[], srmPValue: number | null): string {
  if (srmPValue !== null && srmPValue < SRM_ALPHA) {
    const p = srmPValue < 1e-12 ? 'p < 1e-12' : `p = ${srmPValue.toPrecision(2)}`
    return (
      `Sample ratio mismatch (${p}): the visitors are not split as ` +
      'configured, so the results may be biased; check the assignment and the tracking first'
    )
  }
  const others = variations.filter((v) => !v.isDefault)
  if (others.length === 0) return 'No variations: nothing to compare'
  if (others.some((v) => v.verdict === 'Not enough data yet')) return 'Not enough data yet'
  const best = others.reduce((a, b) =>
    (b.chanceToBeatDefault ?? 0) > (a.chanceToBeatDefault ?? 0) ? b : a,
  )
  if ((best.chanceToBeatDefault ?? 0) >= LIKELY) return `${best.name} is very likely better`
  if (others.every((v) => (v.chanceToBeatDefault ?? 1) <= 1 - LIKELY)) {
    return 'The default is very likely better'
  }
  return 'No clear winner yet'
}

/**
 * The experiment report of one entry from its per-variation aggregate: every configured group
 * (the default first, then the variations in key order), then groups seen in the events but
 * no longer configured. Rates and statistics are per visitor, the unit the test assigns. The
 * sample-ratio check (`srmPValue`) is null when a variation has dates of its own.
 */
export function buildExperimentReport(
  entry: Pick<Entry, 'id' | 'variations'>,
  rows: readonly ExperimentRow[],
): ExperimentReport {
  const byId = new Map(rows.map((row) => [row.variationId, row]))
  const groups = configuredSplit(entry)
  const known = new Set(groups.map((g) => g.id))
  for (const row of rows) {
    if (!known.has(row.variationId)) groups.push({ id: row.variationId, name: undefined, share: 0 })
  }
  const counts = groups.map((group) => {
    const row = byId.get(group.id)
    const visitors = row?.visitors ?? 0
    return {
      group,
      impressions: row?.impressions ?? 0,
      visitors,
      clicks: row?.clicks ?? 0,
      conversions: row?.conversions ?? 0,
      convertedVisitors: Math.min(row?.convertedVisitors ?? 0, visitors),
    }
  })
  const base = counts[0]!
  const baseTrials = { trials: base.visitors, successes: base.convertedVisitors }
  const variations: VariationReport[] = counts.map(({ group, ...count }, index) => {
    const isDefault = index === 0
    const trials = { trials: count.visitors, successes: count.convertedVisitors }
    const comparison = isDefault ? undefined : compareProportions(baseTrials, trials)
    const conversionRate = count.visitors > 0 ? count.convertedVisitors / count.visitors : 0
    return {
      id: group.id,
      name: group.name ?? (isDefault ? DEFAULT_VARIATION_NAME : group.id),
      isDefault,
      configuredShare: group.share,
      ...count,
      clickThroughRate: count.impressions > 0 ? count.clicks / count.impressions : 0,
      conversionRate,
      uplift: isDefault ? (base.visitors > 0 ? 0 : null) : (comparison?.uplift ?? null),
      ci95: comparison?.ci95 ?? null,
      pValue: comparison?.pValue ?? null,
      chanceToBeatDefault: isDefault ? null : chanceToBeat(baseTrials, trials),
      verdict: '',
    }
  })
  for (const row of variations) row.verdict = variationVerdict(row, variations[0]!)
  // A dated variation's traffic goes to the default outside its window: the observed split is
  // not the configured one by design, so the sample-ratio check does not apply (null).
  const srm = hasDatedVariation(entry)
    ? undefined
    : chiSquareGoodnessOfFit(
        variations.map((v) => v.visitors),
        variations.map((v) => v.configuredShare),
      )
  const srmPValue = srm?.pValue ?? null
  return {
    contentId: entry.id,
    variations,
    srmPValue,
    srmWarning: srmPValue !== null && srmPValue < SRM_ALPHA,
    verdict: testVerdict(variations, srmPValue),
  }
}
