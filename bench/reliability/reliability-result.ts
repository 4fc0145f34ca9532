/**
 * What each scenario of the reliability bench measured (the types the table and the summary
 * read). A scenario that could not run says why (`skipped`), one that broke says how (`failed`).
 * @module
 */
import type { SeriesSummary } from './percentiles.ts'
import type { StatusCounts } from './status-counts.ts'

/** A scenario that did not run, e.g. `no PostgreSQL at postgres://…: connect ECONNREFUSED`. */
export interface Skipped {
  skipped: string
}

/** A scenario that broke before measuring (the service did not start, …): the error's message. */
export interface Failed {
  failed: string
}

/** A scenario's result, or why there is none. */
export type Outcome<T> = T | Skipped | Failed

/** A request that got a server error or no answer. */
export interface FailedRequest {
  method: string
  /** Cut to 160 characters. */
  path: string
  /** 0: no answer. */
  status: number
  /** Why there was no answer. */
  error?: string
}

/** Adversarial `$regex` reads while `/health` is polled. */
export interface RegexResult {
  requests: number
  statuses: StatusCounts
  /** Latency of `/health` during the requests, in ms. */
  health: SeriesSummary
  /** `/health` answers that were not 200 (0: no answer). */
  healthFailures: number
  /** The slowest `$regex` read. */
  slowest: { pattern: string; field: string; ms: number; status: number }
  durationMs: number
}

/** Fuzzed reads and writes. */
export interface FuzzResult {
  seed: number
  reads: number
  writes: number
  statuses: StatusCounts
  /** The first requests that got a 5xx or no answer. */
  failures: FailedRequest[]
  /** `/health` once the fuzzing is over. */
  healthAfter: { status: number; ms: number }
  /** The first warn and error lines of the service's log (a 500's cause). */
  serverErrors: string[]
  durationMs: number
}

/** kill -9 during writes, on one kind of store. */
export interface KillResult {
  store: 'sqlite' | 'postgres'
  kills: number
  /** Writes answered 2xx before their kill. */
  acknowledged: number
  /** Entries those writes touched. */
  entries: number
  /** Acknowledged writes missing after the restart. */
  lost: number
  /** The first lost writes, described. */
  lostExamples: string[]
  /** Writes answered neither 2xx nor left unanswered by the kill (status → count). */
  refused: StatusCounts
  durationMs: number
}

/** Time from a publish acknowledged by instance B to instance A serving it, in ms. */
export interface StalenessSeries {
  samples: number[]
  summary: SeriesSummary
  /** Tries where A did not serve the change within the bound (counted at the bound). */
  unseen: number
}

/** Staleness of instance A after a cut LISTEN connection, and without a cut. */
export interface StalenessResult {
  cut: StalenessSeries
  noCut: StalenessSeries
  /** The bound of one try, in ms. */
  boundMs: number
  durationMs: number
}

/** Multipart form submissions of large files from one client. */
export interface FloodResult {
  sent: number
  fileBytes: number
  statuses: StatusCounts
  accepted: number
  /** Sum of the accepted files' sizes. */
  bytesAccepted: number
  /** Submissions the service lists (private key) after the flood. */
  stored: number
  /** The per-client hourly quota in bytes (the default, 50 MiB). */
  quotaBytes: number
  durationMs: number
}

/** Everything the reliability section measured. */
export interface ReliabilityResult {
  regex: Outcome<RegexResult>
  fuzz: Outcome<FuzzResult>
  kill: Record<KillResult['store'], Outcome<KillResult>>
  staleness: Outcome<StalenessResult>
  flood: Outcome<FloodResult>
  /** `os.loadavg()` at the start (1, 5, 15 minutes) and the number of cores. */
  load: { average: [number, number, number]; cores: number }
  durationMs: number
}

/** Whether an outcome is a result (not skipped, not failed). */
export function isMeasured<T extends object>(outcome: Outcome<T>): outcome is T {
  return !('skipped' in outcome) && !('failed' in outcome)
}
