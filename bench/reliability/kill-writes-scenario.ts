import fc from 'fast-check'
import { describeLostWrite, findLostWrites } from './acknowledged-writes.ts'
import type { AckedWrite, StoredEntry } from './acknowledged-writes.ts'
import { runWriters } from './kill-writers.ts'
import type { KillResult } from './reliability-result.ts'
import { runConcurrently } from './run-concurrently.ts'
import { startServiceProcess } from './service-process.ts'
import type { ServiceProcess } from './service-process.ts'
import { countStatuses } from './status-counts.ts'
import { callWriteApi } from './write-api.ts'

export interface KillScenarioOptions {
  store: KillResult['store']
  /** `DATABASE_URL` kept across kills: a SQLite file or a PostgreSQL schema's URL. */
  databaseUrl: string
  /** Default 5. */
  kills?: number
  /** Seed of the moments of the kills. Default 16. */
  seed?: number
  /** Range of the time from the writers' start to the kill, in ms. Default 300–1500. */
  minDelayMs?: number
  maxDelayMs?: number
}

/** Lost writes described in the result. */
const MAX_EXAMPLES = 5

/** Reads every entry the acknowledged writes touched back through the write API. */
async function readBack(
  origin: string,
  acked: readonly AckedWrite[],
): Promise<Map<string, StoredEntry | undefined>> {
  const ids = [...new Set(acked.map((write) => write.id))]
  const found = await runConcurrently(ids, 8, async (id) => {
    const answer = await callWriteApi(origin, 'GET', `/api/v1/write/page/${id}`)
    if (answer.status === 404) return undefined
    if (!answer.entry)
      throw new Error(`reading ${id} back answered ${answer.status || answer.error}`)
    return { revision: answer.entry.revision, seq: Number(answer.entry.data.seq) }
  })
  return new Map(ids.map((id, index) => [id, found[index]]))
}

/**
 * kill -9 during writes: starts the service, runs writers (`runWriters`: one creating and
 * replacing entries in sequence, three patching their own entry) that record every write
 * answered 2xx, SIGKILLs the service at a seeded random moment, restarts it on the same
 * database and reads back every write acknowledged so far (all kills included). `kills` times.
 */
export async function runKillScenario(options: KillScenarioOptions): Promise<KillResult> {
  const kills = options.kills ?? 5
  const delays = fc.sample(
    fc.integer({ min: options.minDelayMs ?? 300, max: options.maxDelayMs ?? 1500 }),
    { seed: options.seed ?? 16, numRuns: kills },
  )
  const started = performance.now()
  const acked: AckedWrite[] = []
  const refused: number[] = []
  const log = {
    acked: (write: AckedWrite) => acked.push(write),
    refused: (s: number) => refused.push(s),
  }
  let lost: ReturnType<typeof findLostWrites> = []
  let service: ServiceProcess = await startServiceProcess({ databaseUrl: options.databaseUrl })
  try {
    for (const [kill, delay] of delays.entries()) {
      const writers = runWriters({ origin: service.origin, prefix: `k${kill}`, log })
      await new Promise((resolve) => setTimeout(resolve, delay))
      await service.kill()
      await writers
      service = await startServiceProcess({ databaseUrl: options.databaseUrl })
      lost = findLostWrites(acked, await readBack(service.origin, acked))
    }
  } finally {
    await service.stop()
  }
  return {
    store: options.store,
    kills,
    acknowledged: acked.length,
    entries: new Set(acked.map((write) => write.id)).size,
    lost: lost.length,
    lostExamples: lost.slice(0, MAX_EXAMPLES).map(describeLostWrite),
    refused: countStatuses(refused),
    durationMs: performance.now() - started,
  }
}
