import type { ExperimentReport } from './report-api.ts'

/** What the daily chart plots. */
export type DailyMetric = 'visitors' | 'conversions' | 'conversionRate'

/** One line of the chart: a variation's value per day (null: no visitors that day for a rate). */
export interface DailySeries {
  id: string
  name: string
  values: Array<number | null>
}

/** The chart's data: the days (x) and one series per variation (the report's order). */
export interface DailyChartData {
  days: string[]
  series: DailySeries[]
  /** The largest value plotted (0 when there is none). */
  max: number
}

/**
 * The daily chart's data from a report: its `daily` days in date order (a missing or empty
 * `daily` gives no days), for each variation of the report the metric per day — a count, or
 * the conversion rate (conversions / visitors; null on a day without visitors). A variation
 * missing from a day counts 0.
 */
export function dailySeries(report: ExperimentReport, metric: DailyMetric): DailyChartData {
  const daily = Array.isArray(report.daily) ? [...report.daily] : []
  daily.sort((a, b) => a.date.localeCompare(b.date))
  const series = report.variations.map((variation) => ({
    id: variation.id,
    name: variation.name,
    values: daily.map((day) => {
      const row = day.variations.find((item) => item.id === variation.id)
      if (metric !== 'conversionRate') return row?.[metric] ?? 0
      return row && row.visitors > 0 ? row.conversions / row.visitors : null
    }),
  }))
  const max = Math.max(
    0,
    ...series.flatMap((line) => line.values.filter((value): value is number => value !== null)),
  )
  return { days: daily.map((day) => day.date), series, max }
}
