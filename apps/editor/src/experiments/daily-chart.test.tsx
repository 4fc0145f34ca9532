import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { CHART, DailyChart, linePath } from './daily-chart.tsx'
import { dailySeries } from './daily-series.ts'
import { REPORT_FIXTURE } from './report-fixture.test-support.ts'

describe('dailySeries', () => {
  it('puts the days in date order and takes each variation per day', () => {
    const visitors = dailySeries(REPORT_FIXTURE, 'visitors')
    expect(visitors.days).toEqual(['2026-11-20', '2026-11-21'])
    expect(visitors.series).toEqual([
      { id: 'page1', name: 'Default', values: [40, 60] },
      { id: 'v1', name: 'Bold headline', values: [60, 0] },
    ])
    expect(visitors.max).toBe(60)
  })

  it('computes the daily conversion rate, null on a day without visitors', () => {
    const rates = dailySeries(REPORT_FIXTURE, 'conversionRate')
    expect(rates.series[0]?.values).toEqual([0.1, 0.1])
    expect(rates.series[1]?.values).toEqual([0.2, null])
    expect(rates.max).toBe(0.2)
  })

  it('treats a missing daily field as no data', () => {
    const { daily: _daily, ...older } = REPORT_FIXTURE
    expect(dailySeries(older, 'visitors')).toEqual({
      days: [],
      series: [
        { id: 'page1', name: 'Default', values: [] },
        { id: 'v1', name: 'Bold headline', values: [] },
      ],
      max: 0,
    })
  })
})

describe('DailyChart', () => {
  it('draws one line per variation across the plot, scaled to the largest value', () => {
    const html = renderToStaticMarkup(<DailyChart report={REPORT_FIXTURE} metric="visitors" />)
    const paths = [...html.matchAll(/<path d="([^"]*)"/g)].map((match) => match[1])
    const { left, right, top, bottom, width, height } = CHART
    const bottomY = height - bottom
    // Default: 40 then 60 (the max, at the top); the variation: 60 then 0.
    const y40 = top + (height - top - bottom) * (1 - 40 / 60)
    expect(paths).toEqual([
      `M${left},${Math.round(y40 * 10) / 10} L${width - right},${top}`,
      `M${left},${top} L${width - right},${bottomY}`,
    ])
    expect(html).toContain('Visitors per day, 2026-11-20 to 2026-11-21')
    expect(html).toContain('role="img"')
    expect(html).toContain('Bold headline')
  })

  it('breaks a rate line on a day without visitors and lists the values in a table', () => {
    const html = renderToStaticMarkup(
      <DailyChart report={REPORT_FIXTURE} metric="conversionRate" />,
    )
    const paths = [...html.matchAll(/<path d="([^"]*)"/g)].map((match) => match[1])
    expect(paths[1]).toMatch(/^M[\d.]+,[\d.]+$/)
    expect(html).toContain('<td>20.0 %</td>')
    expect(html).toContain('<td>–</td>')
  })

  it('says there is no data when the report has no daily field', () => {
    const { daily: _daily, ...older } = REPORT_FIXTURE
    const html = renderToStaticMarkup(<DailyChart report={older} metric="visitors" />)
    expect(html).toContain('No daily data yet.')
    expect(html).not.toContain('<svg')
  })

  it('breaks lines at nulls', () => {
    expect(
      linePath(
        [1, null, 2, 3],
        (i) => i * 10,
        (v) => v,
      ),
    ).toBe('M0,1 M20,2 L30,3')
    expect(
      linePath(
        [null],
        (i) => i,
        (v) => v,
      ),
    ).toBe('')
  })
})
