/**
 * The arithmetic of the experiment bench's fixed-rate ingestion: when each tracking request is
 * due, and what a run offered, had accepted and stored, judged against the target.
 * @module
 */
import type { LatencySummary } from './http-timing.ts'

/** Requests of `batchSize` events that offer `eventsPerSecond` for `seconds` (rounded up). */
export function pacedRequestCount(
  seconds: number,
  eventsPerSecond: number,
  batchSize: number,
): number {
  return Math.ceil((seconds * eventsPerSecond) / batchSize)
}

/** When request `index` (from 0) is due, in ms after the start: one every `batchSize / rate` s. */
export function pacedSendTimeMs(index: number, eventsPerSecond: number, batchSize: number): number {
  return (index * batchSize * 1000) / eventsPerSecond
}

/**
 * The rate actually offered: `offered` events over the time from the start until one interval
 * after the last request left (a pacer that never lags offers exactly its rate).
 */
export function offeredRate(
  offered: number,
  lastSentAtMs: number,
  eventsPerSecond: number,
  batchSize: number,
): number {
  const spanMs = lastSentAtMs + (batchSize * 1000) / eventsPerSecond
  return spanMs <= 0 ? 0 : (offered * 1000) / spanMs
}

/** What one fixed-rate run measured. */
export interface RateIngestRun {
  /** The rate asked for, events per second. */
  targetPerSecond: number
  /** Events sent in requests (each request counted once: refused batches are not resent). */
  offered: number
  /** The rate at which they actually left ({@link offeredRate}). */
  offeredPerSecond: number
  /** Events of requests answered 200. */
  accepted: number
  /** Events of requests answered 503 (queue full) or 429. */
  refused: number
  /** Events of requests answered otherwise, or not answered. */
  failed: number
  /** Events stored once the service stopped (it writes its queue on the way). */
  stored: number
  /** Most a request left after its due time, in ms (the sender itself lagging). */
  maxLagMs: number
  /** The graceful stop: the service writing what it still queued, in ms. */
  drainMs: number
  /** Report reads during the run (their latency), and reads that failed. */
  report: LatencySummary
  reportErrors: number
}

/** Pacing may fall short of the rate by this fraction (timer granularity) and still count. */
export const RATE_TOLERANCE = 0.01

/**
 * The verdict of a fixed-rate run: met when the rate was offered (within
 * {@link RATE_TOLERANCE}), every offered event was accepted and stored, and every report read
 * during it was answered. `why` names what failed. `silentLoss`: stored differs from accepted
 * (the service answered 200 for events it did not keep, or stored events it refused).
 */
export function judgeRateIngest(run: RateIngestRun): {
  met: boolean
  silentLoss: boolean
  why: string[]
} {
  const why: string[] = []
  if (run.offeredPerSecond < run.targetPerSecond * (1 - RATE_TOLERANCE)) {
    why.push(`offered only ${Math.round(run.offeredPerSecond)}/s`)
  }
  if (run.refused > 0) why.push(`${run.refused} refused (queue full)`)
  if (run.failed > 0) why.push(`${run.failed} failed`)
  if (run.stored !== run.offered) why.push(`${run.offered - run.stored} not stored`)
  if (run.reportErrors > 0) why.push(`${run.reportErrors} report reads failed`)
  if (run.report.runs === 0) why.push('no report read answered')
  return { met: why.length === 0, silentLoss: run.stored !== run.accepted, why }
}
