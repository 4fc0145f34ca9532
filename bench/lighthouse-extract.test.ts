import { describe, expect, it } from 'vitest'
import { extractLighthouseRun } from './lighthouse-extract.ts'
import { fakeLighthouseResult } from './lighthouse-fixture.ts'

describe('extractLighthouseRun', () => {
  it('reads the score and the metrics', () => {
    const run = extractLighthouseRun(fakeLighthouseResult())
    expect(run).toMatchObject({
      score: 96,
      lcpMs: 2539.27,
      cls: 0,
      tbtMs: 143.9,
      fcpMs: 837,
      speedIndexMs: 941,
      benchmarkIndex: 2534,
    })
  })

  it('tells the points each weighted metric cost', () => {
    const losses = extractLighthouseRun(fakeLighthouseResult()).losses
    expect(losses.map((loss) => loss.acronym)).toEqual(['FCP', 'LCP', 'TBT', 'CLS', 'SI'])
    const lost = Object.fromEntries(losses.map((loss) => [loss.acronym, loss.lost]))
    expect(lost.LCP).toBeCloseTo(2.75)
    expect(lost.TBT).toBeCloseTo(1.5)
    expect(lost.CLS).toBe(0)
  })

  it('reads the LCP element, long tasks, boot-up, unused JS (origin left out) and other savings', () => {
    const run = extractLighthouseRun(fakeLighthouseResult())
    expect(run.lcpElement).toBe('picture > img.builder-image ("Tiles")')
    expect(run.lcpPhases).toEqual([
      { phase: 'TTFB', ms: 482.1 },
      { phase: 'Load Time', ms: 1347.1 },
    ])
    expect(run.longTasks).toEqual([
      { url: '/_next/static/chunks/a.js', value: 238 },
      { url: 'Unattributable', value: 84 },
    ])
    expect(run.bootup).toEqual([{ url: '/_next/static/chunks/a.js', value: 952.2, of: 1179.3 }])
    expect(run.unusedJs).toEqual([{ url: '/_next/static/chunks/b.js', value: 25250, of: 49114 }])
    expect(run.savings).toEqual(['legacy-javascript: Est savings of 13 KiB (saves LCP 150 ms)'])
  })

  it('gives null figures for a result Lighthouse could not score', () => {
    const lhr = fakeLighthouseResult({ score: null })
    lhr.audits = {}
    const run = extractLighthouseRun(lhr)
    expect(run).toMatchObject({ score: null, lcpMs: null, cls: null, lcpElement: null })
    expect(run.longTasks).toEqual([])
    expect(run.losses.every((loss) => loss.lost === loss.weight)).toBe(true)
  })
})
