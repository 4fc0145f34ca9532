import { describe, expect, it } from 'vitest'
import type { ExperimentRow } from '../store/types.ts'
import { buildExperimentReport } from './experiment-report.ts'

const entry = {
  id: 'page',
  variations: { b: { id: 'b', name: 'Big button', testRatio: 0.5 } },
}

function row(variationId: string, visitors: number, convertedVisitors: number): ExperimentRow {
  return {
    variationId,
    impressions: visitors * 2,
    visitors,
    clicks: visitors,
    conversions: convertedVisitors + 1,
    convertedVisitors,
  }
}

describe('buildExperimentReport', () => {
  it('reports every group with rates per visitor and the comparison with the default', () => {
    const report = buildExperimentReport(entry, [row('b', 1000, 150), row('page', 1000, 100)])
    expect(report.contentId).toBe('page')
    const [base, b] = report.variations
    expect(base).toMatchObject({
      id: 'page',
      name: 'Default',
      isDefault: true,
      configuredShare: 0.5,
      impressions: 2000,
      visitors: 1000,
      clicks: 1000,
      conversions: 101,
      convertedVisitors: 100,
      clickThroughRate: 0.5,
      conversionRate: 0.1,
      uplift: 0,
      ci95: null,
      chanceToBeatDefault: null,
    })
    expect(b).toMatchObject({ id: 'b', name: 'Big button', conversionRate: 0.15 })
    expect(b?.uplift).toBeCloseTo(0.5, 12)
    expect(b?.ci95?.[0]).toBeGreaterThan(0.1)
    expect(b?.ci95?.[1]).toBeGreaterThan(0.5)
    expect(b?.chanceToBeatDefault).toBeGreaterThan(0.999)
    expect(b?.verdict).toMatch(/^Big button is very likely better/)
    expect(report.srmPValue).toBe(1)
    expect(report.srmWarning).toBe(false)
    expect(report.verdict).toBe('Big button is very likely better')
  })

  it('says "not enough data yet" under 100 visitors or 10 conversions in a group', () => {
    const report = buildExperimentReport(entry, [row('b', 99, 50), row('page', 100, 10)])
    expect(report.variations[1]?.verdict).toBe('Not enough data yet')
    expect(report.verdict).toBe('Not enough data yet')
    const fewConversions = buildExperimentReport(entry, [row('b', 500, 9), row('page', 500, 9)])
    expect(fewConversions.verdict).toBe('Not enough data yet')
  })

  it('says when the default is better, and when nothing is clear yet', () => {
    expect(buildExperimentReport(entry, [row('b', 1000, 60), row('page', 1000, 100)]).verdict).toBe(
      'The default is very likely better',
    )
    const unclear = buildExperimentReport(entry, [row('b', 1000, 102), row('page', 1000, 100)])
    expect(unclear.verdict).toBe('No clear winner yet')
    expect(unclear.variations[1]?.verdict).toMatch(/^No clear difference yet/)
  })

  it('warns of a sample ratio mismatch when p < 0.001', () => {
    const report = buildExperimentReport(entry, [row('b', 4750, 500), row('page', 5250, 500)])
    expect(report.srmPValue).toBeCloseTo(5.733e-7, 9)
    expect(report.srmWarning).toBe(true)
    expect(report.verdict).toMatch(/^Sample ratio mismatch \(p = 5\.7e-7\)/)
    const extreme = buildExperimentReport(entry, [row('b', 100, 10), row('page', 10000, 1000)])
    expect(extreme.verdict).toMatch(/^Sample ratio mismatch \(p < 1e-12\)/)
    const fine = buildExperimentReport(entry, [row('b', 4950, 500), row('page', 5050, 500)])
    expect(fine.srmWarning).toBe(false)
  })

  it('warns from just under p = 0.001, and not from just over it', () => {
    // 50/50 split; X^2 = d^2 / n with 1 df. 8,834 / 8,402 (n = 17,236, d = 432): p = 0.00099999;
    // 8,915 / 8,481 (n = 17,396, d = 434): p = 0.00100001. Both within 1e-8 of the threshold.
    const under = buildExperimentReport(entry, [row('b', 8402, 800), row('page', 8834, 800)])
    expect(under.srmPValue).toBeLessThan(0.001)
    expect(under.srmPValue).toBeGreaterThan(0.001 - 1e-8)
    expect(under.srmWarning).toBe(true)
    expect(under.verdict).toMatch(/^Sample ratio mismatch \(p = 0\.0010\)/)
    const over = buildExperimentReport(entry, [row('b', 8481, 800), row('page', 8915, 800)])
    expect(over.srmPValue).toBeGreaterThan(0.001)
    expect(over.srmPValue).toBeLessThan(0.001 + 2e-8)
    expect(over.srmWarning).toBe(false)
    expect(over.verdict).not.toMatch(/Sample ratio mismatch/)
  })

  it('leaves the sample-ratio check out when a variation has dates of its own', () => {
    const b = entry.variations?.b
    const dated = { ...entry, variations: { b: { ...b!, meta: { startDate: 1_000 } } } }
    const report = buildExperimentReport(dated, [row('b', 4750, 500), row('page', 5250, 500)])
    expect(report.srmPValue).toBeNull()
    expect(report.srmWarning).toBe(false)
    expect(report.verdict).not.toMatch(/Sample ratio mismatch/)
  })

  it('lists configured groups without events, and event groups no longer configured', () => {
    const report = buildExperimentReport(entry, [row('gone', 10, 1)])
    expect(report.variations.map((v) => [v.id, v.configuredShare, v.visitors])).toEqual([
      ['page', 0.5, 0],
      ['b', 0.5, 0],
      ['gone', 0, 10],
    ])
    expect(report.variations[0]?.uplift).toBeNull()
    expect(report.variations[1]?.conversionRate).toBe(0)
    expect(report.srmPValue).toBeNull()
    expect(buildExperimentReport({ id: 'page' }, []).verdict).toBe(
      'No variations: nothing to compare',
    )
  })

  it('never counts more converted visitors than visitors', () => {
    const report = buildExperimentReport(entry, [row('b', 5, 9), row('page', 5, 0)])
    expect(report.variations[1]?.convertedVisitors).toBe(5)
    expect(report.variations[1]?.conversionRate).toBe(1)
  })
})
