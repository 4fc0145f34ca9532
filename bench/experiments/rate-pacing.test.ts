import { describe, expect, it } from 'vitest'
import { summarizeLatencies } from './http-timing.ts'
import {
  judgeRateIngest,
  offeredRate,
  pacedRequestCount,
  pacedSendTimeMs,
  RATE_TOLERANCE,
} from './rate-pacing.ts'
import type { RateIngestRun } from './rate-pacing.ts'

describe('the fixed-rate pacing', () => {
  it('spaces batches of 100 at 5,000 events/s 20 ms apart, 750 of them in 15 s', () => {
    expect(pacedRequestCount(15, 5000, 100)).toBe(750)
    expect(pacedRequestCount(1, 5000, 300)).toBe(17) // rounded up: at least the rate
    expect([0, 1, 2, 749].map((i) => pacedSendTimeMs(i, 5000, 100))).toEqual([0, 20, 40, 14_980])
    expect(pacedSendTimeMs(3, 400, 20)).toBe(150)
  })

  it('measures the rate offered up to one interval after the last request', () => {
    // On time: the last of 750 left at 14,980 ms, so 75,000 events over 15 s.
    expect(offeredRate(75_000, 14_980, 5000, 100)).toBe(5000)
    // Lagging 1.5 s behind: 75,000 over 16.5 s.
    expect(offeredRate(75_000, 16_480, 5000, 100)).toBeCloseTo(4545.45, 1)
  })
})

describe('judgeRateIngest', () => {
  const run = (overrides: Partial<RateIngestRun> = {}): RateIngestRun => ({
    targetPerSecond: 5000,
    offered: 75_000,
    offeredPerSecond: 5000,
    accepted: 75_000,
    refused: 0,
    failed: 0,
    stored: 75_000,
    maxLagMs: 3,
    drainMs: 120,
    report: summarizeLatencies([40, 60, 80]),
    reportErrors: 0,
    ...overrides,
  })

  it('meets the target when the rate was offered, all stored and the report answered', () => {
    expect(judgeRateIngest(run())).toEqual({ met: true, silentLoss: false, why: [] })
    const slack = 5000 * (1 - RATE_TOLERANCE)
    expect(judgeRateIngest(run({ offeredPerSecond: slack })).met).toBe(true)
  })

  it('says what missed it', () => {
    expect(judgeRateIngest(run({ offeredPerSecond: 4000 })).why).toEqual(['offered only 4000/s'])
    const refused = run({ accepted: 70_000, refused: 5000, stored: 70_000 })
    expect(judgeRateIngest(refused)).toEqual({
      met: false,
      silentLoss: false,
      why: ['5000 refused (queue full)', '5000 not stored'],
    })
    const blind = run({ report: summarizeLatencies([]), reportErrors: 2 })
    expect(judgeRateIngest(blind).why).toEqual(['2 report reads failed', 'no report read answered'])
  })

  it('flags stored events that differ from the accepted ones as a silent loss', () => {
    const lost = judgeRateIngest(run({ stored: 74_000 }))
    expect(lost).toEqual({ met: false, silentLoss: true, why: ['1000 not stored'] })
  })
})
