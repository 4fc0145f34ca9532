import { describe, expect, it } from 'vitest'
import { formatSummaryTable } from '../summary-table.ts'
import { fakeReliabilityResult } from './reliability-fixture.ts'
import { reliabilitySummaryLines } from './reliability-summary.ts'

describe('reliabilitySummaryLines', () => {
  it('gives every figure as a summary line with its target and verdict', () => {
    const lines = reliabilitySummaryLines(fakeReliabilityResult())
    expect(lines).toHaveLength(9)
    expect(lines[0]).toEqual([
      'Reliability: /health p99 during adversarial $regex reads (142)',
      '45 ms (p50 2.5 ms, max 100 ms; 600 polls)',
      '< 100 ms',
      'met',
    ])
    expect(lines[5]?.[3]).toBe('n/a')
  })
})

describe('formatSummaryTable with the reliability section', () => {
  it('adds its lines to the summary', () => {
    const table = formatSummaryTable({ reliability: fakeReliabilityResult() })
    expect(table).toMatch(
      /Reliability: kill -9 during writes, SQLite \(5 kills\): acknowledged writes lost +\| 0 of 371 \(39 entries\) +\| 0 +\| met/,
    )
  })

  it('shows a failed section as one failed line', () => {
    const table = formatSummaryTable({ reliability: new Error('no free port\nstack') })
    const lines = table.split('\n').filter((line) => line.startsWith('Reliability'))
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(/^Reliability +\| failed: no free port +\| - +\| n\/a$/)
  })
})
