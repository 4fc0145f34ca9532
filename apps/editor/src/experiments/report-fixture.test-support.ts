import type { ExperimentReport } from './report-api.ts'

/** A report as the service answers it, with two days of `daily` data (for the tests). */
export const REPORT_FIXTURE: ExperimentReport = {
  contentId: 'page1',
  from: Date.UTC(2026, 10, 20),
  to: Date.UTC(2026, 10, 22),
  srmPValue: 0.0004,
  srmWarning: true,
  verdict: 'The split is off: check the setup before reading the results',
  variations: [
    {
      id: 'page1',
      name: 'Default',
      isDefault: true,
      configuredShare: 0.5,
      impressions: 200,
      visitors: 100,
      clicks: 40,
      conversions: 10,
      convertedVisitors: 10,
      clickThroughRate: 0.2,
      conversionRate: 0.1,
      uplift: 0,
      ci95: null,
      pValue: null,
      chanceToBeatDefault: null,
      verdict: 'The default: the others are compared with it',
    },
    {
      id: 'v1',
      name: 'Bold headline',
      isDefault: false,
      configuredShare: 0.5,
      impressions: 150,
      visitors: 60,
      clicks: 30,
      conversions: 12,
      convertedVisitors: 12,
      clickThroughRate: 0.2,
      conversionRate: 0.2,
      uplift: 1,
      ci95: [0.1, 2.5],
      pValue: 0.06,
      chanceToBeatDefault: 0.97,
      verdict: 'Bold headline is very likely better (97.0 % chance)',
    },
  ],
  daily: [
    {
      date: '2026-11-21',
      variations: [
        { id: 'page1', impressions: 120, visitors: 60, clicks: 20, conversions: 6 },
        { id: 'v1', impressions: 80, visitors: 0, clicks: 0, conversions: 0 },
      ],
    },
    {
      date: '2026-11-20',
      variations: [
        { id: 'page1', impressions: 80, visitors: 40, clicks: 20, conversions: 4 },
        { id: 'v1', impressions: 70, visitors: 60, clicks: 30, conversions: 12 },
      ],
    },
  ],
}
