import { join } from 'node:path'
import fc from 'fast-check'
import { readRequest } from './fuzz-reads.ts'
import { writeRequest } from './fuzz-writes.ts'
import type { FailedRequest, FuzzResult } from './reliability-result.ts'
import { runConcurrently } from './run-concurrently.ts'
import { sendRequest } from './send-request.ts'
import type { BenchRequest } from './send-request.ts'
import { PRIVATE_KEY, PUBLIC_KEY, startServiceProcess } from './service-process.ts'
import { countStatuses } from './status-counts.ts'
import { mustWrite } from './write-api.ts'

export interface FuzzScenarioOptions {
  /** Folder of the SQLite database. */
  dir: string
  /** Seed of fast-check (the same requests every run). Default 16. */
  seed?: number
  /** Default 3000. */
  reads?: number
  /** Default 1000. */
  writes?: number
  /** Requests in flight at once. Default 8. */
  concurrency?: number
}

/** Failed requests listed in the result. */
const MAX_LISTED = 10
const KEYS = { publicKey: PUBLIC_KEY, privateKey: PRIVATE_KEY }

/** Reads and writes interleaved (a write after every few reads), so writes meet a busy service. */
function interleave(reads: BenchRequest[], writes: BenchRequest[]): BenchRequest[] {
  const every = Math.max(1, Math.round(reads.length / Math.max(1, writes.length)))
  const mixed: BenchRequest[] = []
  let w = 0
  reads.forEach((read, index) => {
    mixed.push(read)
    if ((index + 1) % every === 0 && w < writes.length) mixed.push(writes[w++] as BenchRequest)
  })
  return [...mixed, ...writes.slice(w)]
}

/**
 * Seeds a published page (so reads find content), then sends the fuzzed reads and writes
 * (`readRequest`, `writeRequest`, sampled with `seed`) over HTTP, `concurrency` at a time, and
 * checks `/health` at the end. Any 5xx or missing answer is listed with the service's first
 * error log lines. Requests share keep-alive connections, as browsers' do: a request without an
 * answer may have been cut by what the one before it on its connection left behind (issue 16's
 * early answers to large bodies did that), so look at the service log and its neighbours too.
 */
export async function runFuzzScenario(options: FuzzScenarioOptions): Promise<FuzzResult> {
  const seed = options.seed ?? 16
  const reads = fc.sample(readRequest(KEYS), { seed, numRuns: options.reads ?? 3000 })
  const writes = fc.sample(writeRequest(KEYS), { seed, numRuns: options.writes ?? 1000 })
  const service = await startServiceProcess({ databaseUrl: join(options.dir, 'fuzz.db') })
  try {
    const { origin } = service
    const query = [
      { '@type': '@builder.io/core:Query', property: 'urlPath', operator: 'is', value: '/' },
    ]
    await mustWrite(origin, 'POST', '/api/v1/write/page?publish=true', {
      id: 'fz-0',
      name: 'Home',
      query,
      data: { title: 'Home', url: '/', blocks: [] },
    })
    const started = performance.now()
    const requests = interleave(reads, writes)
    const answers = await runConcurrently(requests, options.concurrency ?? 8, (request) =>
      sendRequest(origin, request),
    )
    const failures: FailedRequest[] = []
    answers.forEach((answer, index) => {
      const request = requests[index]
      if (!request || (answer.status !== 0 && answer.status < 500)) return
      if (failures.length >= MAX_LISTED) return
      failures.push({
        method: request.method,
        path: request.path.slice(0, 160),
        status: answer.status,
        ...(answer.error ? { error: answer.error } : {}),
      })
    })
    const durationMs = performance.now() - started
    const health = await sendRequest(origin, { method: 'GET', path: '/health' })
    return {
      seed,
      reads: reads.length,
      writes: writes.length,
      statuses: countStatuses(answers.map((answer) => answer.status)),
      failures,
      healthAfter: { status: health.status, ms: health.ms },
      serverErrors: service.errorLines().slice(0, MAX_LISTED),
      durationMs,
    }
  } finally {
    await service.stop()
  }
}
