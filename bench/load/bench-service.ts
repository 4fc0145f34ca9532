/**
 * The content service as the load benchmark runs it, and CPU-aware load measurement.
 * @module
 */
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { createApp, createLogger, createSqliteStore, loadConfig } from '@tessera/server'
import type { ContentStore, RouteModule } from '@tessera/server'
import type { LoadClient } from './load-client.ts'
import type { LoadResult, LoadSpec } from './load-generator.ts'

/** The public key of every benchmark database. */
export const BENCH_API_KEY = 'bench-public-key'

/** The load of one measured run (see `LoadSpec`). */
export interface BenchLoad {
  connections: number
  durationMs: number
  warmupMs: number
}

/** A load run and the server process's CPU time per request it answered. */
export interface MeasuredLoad extends LoadResult {
  /** CPU time (user + system) of the serving process per request, in µs; robust to noise. */
  cpuUsPerRequest: number
}

/** A benchmarked service listening on 127.0.0.1. */
export interface RunningService {
  origin: string
  close(): Promise<void>
}

/**
 * Serves `createApp` (plus `routes`) over a SQLite file on 127.0.0.1 and a free port, with
 * tracking unlimited and info logs (one line per request) dropped.
 */
export async function startService(
  filename: string,
  routes: (store: ContentStore) => RouteModule[] = () => [],
): Promise<RunningService> {
  const store = createSqliteStore({ filename })
  await store.migrate()
  const app = createApp(
    {
      store,
      config: loadConfig({}, { previewSecret: 'bench-secret', trackRateLimitPerMinute: 0 }),
      logger: createLogger({ quiet: true }),
      now: Date.now,
    },
    { routes: routes(store) },
  )
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' })
  await new Promise<void>((resolve) => server.once('listening', () => resolve()))
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    async close() {
      if ('closeAllConnections' in server) server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await store.close()
    },
  }
}

/** Runs a load while measuring this process's CPU time (the server under test lives here). */
export async function measure(client: LoadClient, spec: LoadSpec): Promise<MeasuredLoad> {
  const before = process.cpuUsage()
  const result = await client.run(spec)
  const cpu = process.cpuUsage(before)
  return { ...result, cpuUsPerRequest: (cpu.user + cpu.system) / Math.max(1, result.total) }
}
