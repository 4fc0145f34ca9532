import type { ContentStore } from '../types.ts'

/** The report reads a {@link ReportJob} may run. */
export type ReportMethod = 'aggregateExperiment' | 'experimentDaily'

/** One read sent to the report worker. */
export interface ReportJob {
  id: number
  method: ReportMethod
  args: Parameters<ContentStore['aggregateExperiment']>[0]
}

/** The worker's answer to a {@link ReportJob}: its rows, or the error's message. */
export type ReportJobResult = { id: number; rows: unknown[] } | { id: number; error: string }
