/**
 * Load benchmark of the content service on SQLite: `GET /api/v3/content/page` for one urlPath
 * with 10, 10,000 and 100,000 pages, against a bare `node:http` server answering the same bytes
 * (the ceiling of any Node service here), and tracking ingest (`POST /api/v1/track` batches →
 * events stored per second). The service is `tessera serve` as users run it: its own process,
 * default settings, so one JSON access line per request goes to its stdout, a pipe this
 * process drains (`load/service-process.ts`). The bare server runs in this process, and the
 * load comes from a third (`load/load-client.ts`).
 * @module
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startBareServer } from './load/bare-server.ts'
import { BENCH_API_KEY, measure, ownCpuUs } from './load/bench-service.ts'
import type { BenchLoad, MeasuredLoad } from './load/bench-service.ts'
import { startLoadClient } from './load/load-client.ts'
import type { LoadClient } from './load/load-client.ts'
import { medianPair, pairRatio } from './load/median-pair.ts'
import { seedPages } from './load/seed-pages.ts'
import { startServiceProcess } from './load/service-process.ts'
import { benchTracking } from './load/track-ingest.ts'
import type { TrackBenchRow } from './load/track-ingest.ts'

export { formatServerBenchTable } from './server-bench-table.ts'
export type { MeasuredLoad } from './load/bench-service.ts'
export type { TrackBenchRow } from './load/track-ingest.ts'

export interface ServerBenchOptions {
  /** Page counts to measure. Default `[10, 10_000, 100_000]`. */
  entryCounts?: readonly number[]
  /** Concurrent keep-alive connections. Default 16. */
  connections?: number
  /** Measured time of each run, in ms. Default 1000. */
  durationMs?: number
  /** Unmeasured load before each run, in ms. Default 300. */
  warmupMs?: number
  /** Bare/Tessera pairs run per scenario; the one with the median ratio is kept. Default 3. */
  pairs?: number
  /** Events per tracking request. Default 100. */
  trackBatchSize?: number
}

/** One scenario at one page count: Tessera and the bare server under the same load. */
export interface ContentBenchRow {
  entries: number
  /** `warm` (one URL), `cycle` (up to 100 paths, cached), `cachebust` (cycle, computed). */
  scenario: 'warm' | 'cycle' | 'cachebust'
  /** Time to seed the database, in ms. */
  seedMs: number
  tessera: MeasuredLoad
  /** Measured right before or after Tessera, so both see the same machine load. */
  bare: MeasuredLoad
  /** Tessera req/s ÷ bare req/s, of the pair with the median ratio (see `medianPair`). */
  ratio: number
  /** Bare CPU per request ÷ Tessera CPU per request. */
  cpuRatio: number
  /** Bytes the service logged per request it answered (about one access line). */
  logBytesPerRequest: number
}

export interface ServerBenchResult {
  content: ContentBenchRow[]
  tracking: TrackBenchRow
}

function contentPath(page: number, extra = ''): string {
  const attributes = encodeURIComponent(JSON.stringify({ urlPath: `/p/${page}` }))
  return `/api/v3/content/page?apiKey=${BENCH_API_KEY}&userAttributes=${attributes}&limit=1${extra}`
}

/** Fetches one page and fails unless the service answers it with the right entry. */
async function checkedBody(origin: string, page: number): Promise<string> {
  const response = await fetch(`${origin}${contentPath(page)}`)
  const body = await response.text()
  const id = (JSON.parse(body) as { results?: Array<{ id?: string }> }).results?.[0]?.id
  if (response.status !== 200 || id !== `p-${page}`) {
    throw new Error(`bench: /p/${page} answered ${response.status} with entry ${id}`)
  }
  return body
}

async function benchEntryCount(
  dir: string,
  entries: number,
  client: LoadClient,
  load: BenchLoad,
  pairs: number,
): Promise<ContentBenchRow[]> {
  const filename = join(dir, `content-${entries}.db`)
  const { ms: seedMs } = await seedPages({ filename, count: entries, apiKey: BENCH_API_KEY })
  const service = await startServiceProcess({
    filename,
    env: { TESSERA_PUBLIC_KEY: BENCH_API_KEY },
  })
  try {
    const middle = Math.floor(entries / 2)
    const warmBody = await checkedBody(service.origin, middle)
    await checkedBody(service.origin, entries - 1)
    const spread = Array.from({ length: Math.min(100, entries) }, (_, i) =>
      Math.floor((i * entries) / Math.min(100, entries)),
    )
    const scenarios: Array<[ContentBenchRow['scenario'], string[]]> = [
      ['warm', [contentPath(middle)]],
      ['cycle', spread.map((page) => contentPath(page))],
      ['cachebust', spread.map((page) => contentPath(page, '&cachebust=true'))],
    ]
    // Unmeasured: compiles (JIT) the compute and cache paths before the first measurement.
    await client.run({
      ...load,
      durationMs: load.warmupMs * 2,
      origin: service.origin,
      paths: [...(scenarios[2]?.[1] ?? []), ...(scenarios[0]?.[1] ?? [])],
    })
    const bareServer = await startBareServer(warmBody)
    const rows: ContentBenchRow[] = []
    try {
      for (const [scenario, paths] of scenarios) {
        const { bare, tessera, loggedBytes } = await medianPair(pairs, async (tesseraFirst) => {
          const runBare = () =>
            measure(client, { ...load, origin: bareServer.origin, paths }, ownCpuUs)
          const runTessera = async () => {
            const logged = service.outputBytes()
            const measured = await measure(
              client,
              { ...load, origin: service.origin, paths },
              service.cpuUs,
            )
            return { measured, logged: service.outputBytes() - logged }
          }
          const first = tesseraFirst ? await runTessera() : undefined
          const bareLoad = await runBare()
          const { measured, logged } = first ?? (await runTessera())
          if (measured.errors > 0) throw new Error(`bench: ${measured.errors} failed requests`)
          return { bare: bareLoad, tessera: measured, loggedBytes: logged }
        })
        rows.push({
          entries,
          scenario,
          seedMs,
          tessera,
          bare,
          ratio: pairRatio({ bare, tessera, loggedBytes }),
          cpuRatio: bare.cpuUsPerRequest / tessera.cpuUsPerRequest,
          logBytesPerRequest: loggedBytes / Math.max(1, tessera.total),
        })
      }
    } finally {
      await bareServer.close()
    }
    return rows
  } finally {
    await service.stop()
  }
}

/**
 * Runs the whole benchmark (about a minute and a half with the defaults) and returns its rows. Databases
 * live in a temp folder removed at the end; everything listens on 127.0.0.1 only.
 */
export async function runServerBench(options: ServerBenchOptions = {}): Promise<ServerBenchResult> {
  const load: BenchLoad = {
    connections: options.connections ?? 16,
    durationMs: options.durationMs ?? 1000,
    warmupMs: options.warmupMs ?? 300,
  }
  const dir = mkdtempSync(join(tmpdir(), 'tessera-bench-'))
  const client = startLoadClient()
  try {
    const content: ContentBenchRow[] = []
    for (const entries of options.entryCounts ?? [10, 10_000, 100_000]) {
      content.push(...(await benchEntryCount(dir, entries, client, load, options.pairs ?? 3)))
    }
    const tracking = await benchTracking(dir, client, load, options.trackBatchSize ?? 100)
    return { content, tracking }
  } finally {
    client.close()
    rmSync(dir, { recursive: true, force: true })
  }
}
