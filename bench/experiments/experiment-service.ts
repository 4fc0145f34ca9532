/**
 * `tessera serve` on a benchmark database as users run it (its own process, default settings,
 * access logs on), with the tracking rate limit off as in the load bench.
 * @module
 */
import { startServiceProcess } from '../load/service-process.ts'
import type { ServiceProcess } from '../load/service-process.ts'
import { EXPERIMENT_PRIVATE_KEY, EXPERIMENT_PUBLIC_KEY } from './bench-database.ts'
import type { BenchDatabase } from './bench-database.ts'

/** Starts `tessera serve` on the database (up to 2 min: a 10M database opens slowly when loaded). */
export function startService(database: BenchDatabase): Promise<ServiceProcess> {
  return startServiceProcess({
    filename: database.location,
    env: {
      TESSERA_PUBLIC_KEY: EXPERIMENT_PUBLIC_KEY,
      TESSERA_PRIVATE_KEY: EXPERIMENT_PRIVATE_KEY,
      TESSERA_TRACK_RATE_LIMIT: '0',
    },
    startTimeoutMs: 120_000,
  })
}

/** Stops the service gracefully (it writes its queue); returns how long that took, in ms. */
export async function stopService(service: ServiceProcess): Promise<number> {
  const started = performance.now()
  const { code } = await service.stop()
  if (code !== 0) throw new Error(`tessera serve exited with ${code}: ${service.stderr()}`)
  return performance.now() - started
}
