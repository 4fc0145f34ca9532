import { useId } from 'react'
import { dailySeries } from './daily-series.ts'
import type { DailyMetric } from './daily-series.ts'
import type { ExperimentReport } from './report-api.ts'

/** The chart's size in SVG units (it scales to its box). */
export const CHART = { width: 560, height: 220, left: 48, right: 12, top: 12, bottom: 28 }

/** Line colours, told apart by people with the common colour blindnesses (Okabe–Ito). */
const COLORS = ['#0072B2', '#D55E00', '#009E73', '#CC79A7', '#E69F00', '#56B4E9', '#000000']

const METRIC_LABEL: Record<DailyMetric, string> = {
  visitors: 'Visitors',
  conversions: 'Conversions',
  conversionRate: 'Conversion rate',
}

const format = (metric: DailyMetric, value: number) =>
  metric === 'conversionRate' ? `${(value * 100).toFixed(1)} %` : String(Math.round(value))

/**
 * The SVG path of one line: points at `x(i)`, `y(value)`; a null value breaks the line.
 * @example
 * linePath([1, null, 2], (i) => i * 10, (v) => v) // 'M0,1 M20,2'
 */
export function linePath(
  values: ReadonlyArray<number | null>,
  x: (index: number) => number,
  y: (value: number) => number,
): string {
  let path = ''
  let drawing = false
  values.forEach((value, index) => {
    if (value === null) {
      drawing = false
      return
    }
    const point = `${round(x(index))},${round(y(value))}`
    path += path === '' ? `M${point}` : drawing ? ` L${point}` : ` M${point}`
    drawing = true
  })
  return path
}

const round = (value: number) => Math.round(value * 10) / 10

/**
 * The report's daily chart, plain SVG: one line per variation over the report's days (UTC), a
 * legend, the y axis from 0 to the largest value, and the same numbers as a table for screen
 * readers and for reading exact values. A report without `daily` data says so.
 */
export function DailyChart({ report, metric }: { report: ExperimentReport; metric: DailyMetric }) {
  const id = useId()
  const data = dailySeries(report, metric)
  if (data.days.length === 0) return <p className="daily-chart-empty">No daily data yet.</p>
  const { width, height, left, right, top, bottom } = CHART
  const plotWidth = width - left - right
  const plotHeight = height - top - bottom
  const max = data.max > 0 ? data.max : 1
  const x = (index: number) =>
    left + (data.days.length === 1 ? plotWidth / 2 : (index / (data.days.length - 1)) * plotWidth)
  const y = (value: number) => top + plotHeight - (value / max) * plotHeight
  const label = METRIC_LABEL[metric]
  return (
    <figure className="daily-chart">
      <svg
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-labelledby={`${id}-title`}
        preserveAspectRatio="xMidYMid meet"
      >
        <title id={`${id}-title`}>
          {`${label} per day, ${data.days[0]} to ${data.days.at(-1)}`}
        </title>
        <line x1={left} x2={width - right} y1={y(0)} y2={y(0)} className="axis" />
        <line x1={left} x2={left} y1={top} y2={y(0)} className="axis" />
        <text x={left - 6} y={y(max) + 4} textAnchor="end" className="tick">
          {format(metric, max)}
        </text>
        <text x={left - 6} y={y(0)} textAnchor="end" className="tick">
          0
        </text>
        <text x={x(0)} y={height - 8} textAnchor="start" className="tick">
          {data.days[0]}
        </text>
        {data.days.length > 1 && (
          <text x={x(data.days.length - 1)} y={height - 8} textAnchor="end" className="tick">
            {data.days.at(-1)}
          </text>
        )}
        {data.series.map((line, index) => (
          <g key={line.id} data-variation={line.id}>
            <path
              d={linePath(line.values, x, y)}
              fill="none"
              stroke={COLORS[index % COLORS.length]}
              strokeWidth={2}
            />
            {line.values.map((value, day) =>
              value === null ? null : (
                <circle
                  key={day}
                  cx={round(x(day))}
                  cy={round(y(value))}
                  r={2.5}
                  fill={COLORS[index % COLORS.length]}
                />
              ),
            )}
          </g>
        ))}
      </svg>
      <figcaption>
        <ul className="chart-legend">
          {data.series.map((line, index) => (
            <li key={line.id}>
              <span
                className="swatch"
                style={{ background: COLORS[index % COLORS.length] }}
                aria-hidden="true"
              />
              {line.name}
            </li>
          ))}
        </ul>
        <details>
          <summary>{label} per day as a table</summary>
          <table>
            <thead>
              <tr>
                <th scope="col">Day (UTC)</th>
                {data.series.map((line) => (
                  <th key={line.id} scope="col">
                    {line.name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.days.map((day, index) => (
                <tr key={day}>
                  <th scope="row">{day}</th>
                  {data.series.map((line) => {
                    const value = line.values[index]
                    return <td key={line.id}>{value == null ? '–' : format(metric, value)}</td>
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      </figcaption>
    </figure>
  )
}
