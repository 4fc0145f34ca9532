import { describe, expect, it } from 'vitest'
import { extractLighthouseRun } from './lighthouse-extract.ts'
import { fakeLighthouseResult } from './lighthouse-fixture.ts'
import {
  clsVerdict,
  formatCls,
  formatLighthouseTable,
  formatMs,
  lighthouseMedians,
  median,
  medianRun,
  scoreVerdict,
} from './lighthouse-table.ts'
import type { LighthouseBenchResult } from './lighthouse-table.ts'

const run = (score: number, lcp: number, cls = 0) =>
  extractLighthouseRun(fakeLighthouseResult({ score: score / 100, lcp, cls }))

const RESULT: LighthouseBenchResult = {
  url: 'http://localhost:41002/',
  runs: [run(96, 2500), run(99, 2100), run(93, 3000, 0.02)],
  lighthouseVersion: '12.8.2',
  hostUserAgent: 'Mozilla/5.0 (X11; Linux x86_64) HeadlessChrome/156.0.0.0 Safari/537.36',
  load: { before: 2.04, after: 2.51, cores: 2 },
}

describe('median', () => {
  it('takes the middle value, the mean of the middle two, and leaves nulls out', () => {
    expect(median([3, 1, 2])).toBe(2)
    expect(median([4, 1, 3, 2])).toBe(2.5)
    expect(median([null, 5, null])).toBe(5)
    expect(median([])).toBeNull()
  })

  it('takes each figure on its own over the runs', () => {
    expect(lighthouseMedians(RESULT.runs)).toMatchObject({ score: 96, lcpMs: 2500, cls: 0 })
  })

  it('details the run with the median score', () => {
    expect(medianRun(RESULT.runs)).toBe(RESULT.runs[0])
    expect(medianRun([])).toBeUndefined()
  })
})

describe('verdicts', () => {
  it('needs a score of 100 and a CLS of exactly 0', () => {
    expect([scoreVerdict(100), scoreVerdict(99), scoreVerdict(null)]).toEqual([
      'met',
      'MISSED',
      'n/a',
    ])
    expect([clsVerdict(0), clsVerdict(0.0001), clsVerdict(null)]).toEqual(['met', 'MISSED', 'n/a'])
  })

  it('formats times and CLS', () => {
    expect([formatMs(143.9), formatMs(2539.27), formatMs(null)]).toEqual([
      '144 ms',
      '2.54 s',
      'n/a',
    ])
    expect([formatCls(0), formatCls(0.01234), formatCls(null)]).toEqual(['0', '0.0123', 'n/a'])
  })
})

describe('formatLighthouseTable', () => {
  it('prints each run, the median, the verdicts and what cost points', () => {
    const text = formatLighthouseTable(RESULT)
    const lines = text.split('\n')
    expect(lines[0]).toMatch(/^run +\| score \| +LCP \| +CLS \| +TBT \|/)
    expect(lines[2]).toMatch(/^1 +\| +96 \| 2\.50 s \| +0 \| 144 ms \|/)
    expect(lines[4]).toMatch(/^3 +\| +93 \| 3\.00 s \| 0\.0200 \|/)
    expect(lines[5]).toMatch(/^median \| +96 \| 2\.50 s \| +0 \|/)
    expect(text).toContain('Target performance 100: 96 (MISSED); target CLS 0: 0 (met)')
    expect(text).toContain(
      'Points lost in run 1 (median score): LCP 2.50 s (score 0.89 x weight 25: -2.75), TBT 144 ms (score 0.95 x weight 30: -1.50)',
    )
    expect(text).toContain(
      'LCP element: picture > img.builder-image ("Tiles"); phases: TTFB 482 ms, Load Time 1.35 s',
    )
    expect(text).toContain(
      'Long tasks (TBT): /_next/static/chunks/a.js 238 ms, Unattributable 84 ms',
    )
    expect(text).toContain(
      'Script boot-up (scripting of total): /_next/static/chunks/a.js 952 ms of 1179 ms',
    )
    expect(text).toContain(
      'Unused JavaScript (unused of transferred): /_next/static/chunks/b.js 24.7 KB of 48.0 KB',
    )
    expect(text).toContain('Other savings: legacy-javascript')
    expect(text).toContain('Chromium 156.0.0.0')
    expect(text).toContain('load average 2.0 before, 2.5 after (2 cores)')
    expect(text).not.toContain('Bare Next.js')
  })

  it('prints the bare Next.js page audited in the same run after the demo', () => {
    const text = formatLighthouseTable({ ...RESULT, floor: { runs: [run(99, 700), run(97, 900)] } })
    const lines = text.split('\n')
    const start = lines.findIndex((line) => line.startsWith('Bare Next.js App Router page'))
    expect(start).toBeGreaterThan(5)
    expect(lines[start + 2]).toMatch(/^run +\| score \|/)
    expect(lines[start + 4]).toMatch(/^1 +\| +99 \| +700 ms \|/)
    expect(lines[start + 6]).toMatch(/^median \| +98 \| +800 ms \|/)
    const failed = formatLighthouseTable({ ...RESULT, floor: { error: 'port in use' } })
    expect(failed).toContain('Bare Next.js page (the floor): failed: port in use')
  })
})
