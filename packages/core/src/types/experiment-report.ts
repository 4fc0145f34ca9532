/**
 * The experiment report as the content service answers it
 * (`GET /api/v1/analytics/experiments/:contentId`): described once here for the service that
 * computes it and the clients (the editor, dashboards) that read it.
 * @module
 */

/** One group of the report; the default's id is the content id. */
export interface VariationReport {
  id: string
  name: string
  isDefault: boolean
  /** Share of the visitors the test is configured to give it (0 for a variation since removed). */
  configuredShare: number
  impressions: number
  /** Cohort: distinct visitors who entered the test (first impression) on a day of the range. */
  visitors: number
  clicks: number
  conversions: number
  /** Of those, the ones first converted on or before the range's last day (at most `visitors`). */
  convertedVisitors: number
  /** clicks / impressions. */
  clickThroughRate: number
  /** convertedVisitors / visitors. */
  conversionRate: number
  /** conversionRate / default's - 1; 0 for the default; null without a default rate. */
  uplift: number | null
  /** 95 % interval of the uplift; null for the default or when undefined. */
  ci95: [number, number] | null
  /** Two-sided p-value of the two-proportion z-test against the default. */
  pValue: number | null
  /** Bayesian P(rate > default's rate); null for the default. */
  chanceToBeatDefault: number | null
  /** In plain words ("Not enough data yet", "B is very likely better (97.1 % chance)"). */
  verdict: string
}

/** The statistics of a test over a range (see {@link ExperimentReportResponse}). */
export interface ExperimentReport {
  contentId: string
  variations: VariationReport[]
  /** Chi-square p-value of the visitors' split against the configured one; null when not testable. */
  srmPValue: number | null
  /** `srmPValue < 0.001`: the observed split departs from the configured one. */
  srmWarning: boolean
  verdict: string
}

/** One variation on one day of the report's daily chart. */
export interface DailyVariation {
  id: string
  impressions: number
  /** Visitors entering the test that day (their first impression of the variation). */
  visitors: number
  clicks: number
  conversions: number
}

/** One UTC day of the report's daily chart. */
export interface ExperimentDay {
  /** `'YYYY-MM-DD'`, UTC. */
  date: string
  /** In the order of the report's `variations`. */
  variations: DailyVariation[]
}

/** Body of `GET /api/v1/analytics/experiments/:contentId`. */
export interface ExperimentReportResponse extends ExperimentReport {
  /** Epoch ms, inclusive: the start of the range's first UTC day. */
  from: number
  /** Epoch ms, exclusive: the end of the range's last UTC day. */
  to: number
  /** Every UTC day of the range, each with the variations in the order of `variations`. */
  daily: ExperimentDay[]
}
