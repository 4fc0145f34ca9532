import { join } from 'node:path'
import { adversarialAbText } from '../../packages/server/src/query/adversarial-text.test-support.ts'
import { startHealthPoller } from './health-poller.ts'
import type { HealthSample } from './health-poller.ts'
import { summarizeSeries } from './percentiles.ts'
import { regexPatterns } from './regex-patterns.ts'
import type { RegexResult } from './reliability-result.ts'
import { runConcurrently } from './run-concurrently.ts'
import { sendRequest } from './send-request.ts'
import type { BenchAnswer } from './send-request.ts'
import { PUBLIC_KEY, startServiceProcess } from './service-process.ts'
import { countStatuses } from './status-counts.ts'
import { mustWrite } from './write-api.ts'

export interface RegexScenarioOptions {
  /** Folder of the SQLite database. */
  dir: string
  /** Seed of the fuzzed patterns. Default 16. */
  seed?: number
  /** Fuzzed patterns besides the adversarial ones (each read on both fields). Default 50. */
  fuzzed?: number
  /** Reads in flight at once. Default 4 (the service queues `$regex` jobs up to 32). */
  concurrency?: number
}

/** The page the patterns run against: 1 MB of a/b text that defeats RE2's cache, and `a…a!`. */
const FIELDS = ['abText', 'cssCode'] as const

/**
 * Seeds the adversarial page through the write API (the 1 MB text, then the 50 KB one: each
 * body stays under the 1 MiB limit), publishes it, then sends every pattern of `regexPatterns`
 * on both fields as `query.data.<field>.$regex=` reads with the public key, `concurrency` at a
 * time, while a poller GETs `/health` every 10 ms.
 */
export async function runRegexScenario(options: RegexScenarioOptions): Promise<RegexResult> {
  const service = await startServiceProcess({ databaseUrl: join(options.dir, 'regex.db') })
  try {
    const { origin } = service
    const data = { abText: adversarialAbText(1_000_000) }
    await mustWrite(origin, 'POST', '/api/v1/write/page', { id: 'adversarial', name: 'Adv', data })
    const cssCode = `${'a'.repeat(50_000)}!`
    await mustWrite(origin, 'PATCH', '/api/v1/write/page/adversarial?publish=true', {
      data: { cssCode },
    })

    const patterns = regexPatterns({ seed: options.seed ?? 16, fuzzed: options.fuzzed ?? 50 })
    const reads = patterns.flatMap((pattern) => FIELDS.map((field) => ({ pattern, field })))
    const poller = startHealthPoller({ origin })
    let samples: HealthSample[] = []
    let answers: BenchAnswer[] = []
    let [from, to] = [Date.now(), Date.now()]
    try {
      // The worker's first request goes out once it has loaded: let it start polling first.
      await new Promise((resolve) => setTimeout(resolve, 300))
      from = Date.now()
      answers = await runConcurrently(reads, options.concurrency ?? 4, ({ pattern, field }) =>
        sendRequest(origin, {
          method: 'GET',
          path: `/api/v3/content/page?apiKey=${PUBLIC_KEY}&noTargeting=true&query.data.${field}.$regex=${encodeURIComponent(pattern)}`,
        }),
      )
      to = Date.now()
    } finally {
      samples = await poller.stop()
    }
    // The polls that were in flight at some moment of the attack (a stalled one sent just
    // before it included).
    const health = samples.filter((sample) => sample.at + sample.ms >= from && sample.at <= to)
    let slowest = { pattern: '', field: '', ms: -1, status: 0 }
    answers.forEach((answer, index) => {
      const read = reads[index]
      if (read && answer.ms > slowest.ms)
        slowest = { ...read, ms: answer.ms, status: answer.status }
    })
    return {
      requests: answers.length,
      statuses: countStatuses(answers.map((answer) => answer.status)),
      health: summarizeSeries(health.map((sample) => sample.ms)),
      healthFailures: health.filter((sample) => sample.status !== 200).length,
      slowest,
      durationMs: to - from,
    }
  } finally {
    await service.stop()
  }
}
