import { useId, useState } from 'react'
import { DailyChart } from './daily-chart.tsx'
import type { DailyMetric } from './daily-series.ts'
import type { ExperimentReport } from './report-api.ts'
import { formatChance, formatInterval, formatRate, formatUplift } from './report-format.ts'

/**
 * The numbers of a page's experiment: the verdict, the sample-ratio-mismatch warning, a table
 * with one row per variation (counts, rates, uplift over the default with its 95 % interval,
 * chance to beat the default, a verdict in plain words), and the daily chart.
 */
export function ExperimentReportView({ report }: { report: ExperimentReport }) {
  const id = useId()
  const [metric, setMetric] = useState<DailyMetric>('visitors')
  return (
    <div className="experiment-report">
      <p className="report-verdict">{report.verdict}</p>
      {report.srmWarning && (
        <p className="report-srm" role="alert">
          Sample ratio mismatch: visitors are not split as configured (p ={' '}
          {report.srmPValue?.toPrecision(2)}). Check the setup before trusting these numbers.
        </p>
      )}
      <div className="report-table-wrap">
        <table className="report-table">
          <caption className="visually-hidden">Results per variation</caption>
          <thead>
            <tr>
              <th scope="col">Variation</th>
              <th scope="col">Impressions</th>
              <th scope="col">Unique visitors</th>
              <th scope="col">Clicks</th>
              <th scope="col">Conversions</th>
              <th scope="col">Click-through rate</th>
              <th scope="col">Conversion rate</th>
              <th scope="col">Uplift</th>
              <th scope="col">95 % interval</th>
              <th scope="col">Chance to beat the default</th>
              <th scope="col">Verdict</th>
            </tr>
          </thead>
          <tbody>
            {report.variations.map((row) => (
              <tr key={row.id} data-variation={row.id}>
                <th scope="row">{row.name}</th>
                <td>{row.impressions}</td>
                <td>{row.visitors}</td>
                <td>{row.clicks}</td>
                <td>{row.conversions}</td>
                <td>{formatRate(row.clickThroughRate)}</td>
                <td>{formatRate(row.conversionRate)}</td>
                <td>{row.isDefault ? '–' : formatUplift(row.uplift)}</td>
                <td>{formatInterval(row.ci95)}</td>
                <td>{formatChance(row.chanceToBeatDefault)}</td>
                <td>{row.verdict}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="report-chart-head">
        <h3 id={`${id}-daily`}>Day by day (UTC)</h3>
        <label htmlFor={`${id}-metric`}>Show</label>
        <select
          id={`${id}-metric`}
          value={metric}
          onChange={(event) => setMetric(event.currentTarget.value as DailyMetric)}
        >
          <option value="visitors">Visitors</option>
          <option value="conversions">Conversions</option>
          <option value="conversionRate">Conversion rate</option>
        </select>
      </div>
      <DailyChart report={report} metric={metric} />
    </div>
  )
}
