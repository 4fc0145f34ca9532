/**
 * The experiment bench's two ways of sending tracking while the report is read in a loop: at a
 * fixed rate (the target's question: are 5,000 events/s offered all stored?) and as fast as the
 * service answers (its capacity). Requests are `POST /api/v1/track` batches over HTTP.
 * @module
 */
import { setTimeout as sleep } from 'node:timers/promises'
import { EXPERIMENT_PAGE, EXPERIMENT_PRIVATE_KEY, EXPERIMENT_PUBLIC_KEY } from './bench-database.ts'
import { readReport, trackBody } from './http-timing.ts'
import { offeredRate, pacedRequestCount, pacedSendTimeMs } from './rate-pacing.ts'

/** Counts of the requests' events by answer. */
interface Answers {
  accepted: number
  refused: number
  failed: number
}

/** What both runs return (the caller adds what is stored once the service stopped). */
export interface IngestSending extends Answers {
  /** Epoch ms the run started (stored events are counted from it). */
  startedAt: number
  elapsedMs: number
  /** Report read latencies, and reads that failed. */
  reads: number[]
  reportErrors: number
}

/** Sends one batch; counts its events by the answer (200, 503 / 429, anything else). */
async function sendBatch(origin: string, body: string, size: number, answers: Answers) {
  try {
    const response = await fetch(`${origin}/api/v1/track`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    })
    await response.arrayBuffer()
    if (response.status === 200) answers.accepted += size
    else if (response.status === 503 || response.status === 429) answers.refused += size
    else answers.failed += size
  } catch {
    answers.failed += size
  }
}

/** Reads the report until `running()` turns false. */
async function readWhile(reportUrl: string, running: () => boolean) {
  const reads: number[] = []
  let errors = 0
  while (running()) {
    try {
      reads.push((await readReport(reportUrl, EXPERIMENT_PRIVATE_KEY)).ms)
    } catch {
      errors += 1
      await sleep(100)
    }
  }
  return { reads, errors }
}

export interface RateOptions {
  origin: string
  reportUrl: string
  eventsPerSecond: number
  seconds: number
  batchSize: number
  /** Requests waiting for an answer at most; past it the pacer waits (and lags). Default 256. */
  maxInFlight?: number
}

/**
 * Offers `eventsPerSecond` for `seconds`: request `i` leaves at its due time
 * (`pacedSendTimeMs`), whether or not earlier ones were answered (an open loop, as visitors'
 * browsers send), each counted once (a refused batch is not resent: refusals are the finding).
 */
export async function ingestAtRate(
  options: RateOptions,
): Promise<IngestSending & { offered: number; offeredPerSecond: number; maxLagMs: number }> {
  const { eventsPerSecond: rate, batchSize } = options
  const maxInFlight = options.maxInFlight ?? 256
  const startedAt = Date.now()
  const prefix = `rate-${startedAt}`
  const answers: Answers = { accepted: 0, refused: 0, failed: 0 }
  const pending = new Set<Promise<void>>()
  let sending = true
  const reading = readWhile(options.reportUrl, () => sending)
  const count = pacedRequestCount(options.seconds, rate, batchSize)
  const t0 = performance.now()
  let maxLagMs = 0
  let lastSentAtMs = 0
  for (let i = 0; i < count; i += 1) {
    const due = pacedSendTimeMs(i, rate, batchSize)
    const wait = due - (performance.now() - t0)
    if (wait > 0) await sleep(wait)
    while (pending.size >= maxInFlight) await Promise.race(pending)
    lastSentAtMs = performance.now() - t0
    maxLagMs = Math.max(maxLagMs, lastSentAtMs - due)
    const body = trackBody(EXPERIMENT_PUBLIC_KEY, EXPERIMENT_PAGE, i * batchSize, batchSize, prefix)
    const request: Promise<void> = sendBatch(options.origin, body, batchSize, answers).finally(() =>
      pending.delete(request),
    )
    pending.add(request)
  }
  await Promise.all(pending)
  const elapsedMs = performance.now() - t0
  sending = false
  const { reads, errors } = await reading
  const offered = count * batchSize
  return {
    ...answers,
    startedAt,
    elapsedMs,
    reads,
    reportErrors: errors,
    offered,
    offeredPerSecond: offeredRate(offered, lastSentAtMs, rate, batchSize),
    maxLagMs,
  }
}

/** Sends batches from `connections` connections as fast as they are answered, for `seconds`. */
export async function ingestFastest(options: {
  origin: string
  reportUrl: string
  seconds: number
  batchSize: number
  connections?: number
}): Promise<IngestSending & { sent: number }> {
  const { batchSize } = options
  const startedAt = Date.now()
  const prefix = `fast-${startedAt}`
  const started = performance.now()
  const deadline = started + options.seconds * 1000
  const answers: Answers = { accepted: 0, refused: 0, failed: 0 }
  let next = 0
  const sender = async () => {
    while (performance.now() < deadline) {
      const body = trackBody(EXPERIMENT_PUBLIC_KEY, EXPERIMENT_PAGE, next, batchSize, prefix)
      next += batchSize
      await sendBatch(options.origin, body, batchSize, answers)
    }
  }
  const reading = readWhile(options.reportUrl, () => performance.now() < deadline)
  const senders = Array.from({ length: options.connections ?? 4 }, sender)
  await Promise.all(senders)
  const elapsedMs = performance.now() - started
  const { reads, errors } = await reading
  return { ...answers, sent: next, startedAt, elapsedMs, reads, reportErrors: errors }
}
