/**
 * What the load benchmarks share: the benchmark key, the load of a run, and CPU-aware load
 * measurement.
 * @module
 */
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

/** CPU time (user + system) this process used so far, in µs (the bare server lives here). */
export function ownCpuUs(): number {
  const { user, system } = process.cpuUsage()
  return user + system
}

/**
 * Runs a load while measuring the CPU time of the process serving it: `cpuUs` reads that
 * process's CPU time in µs ({@link ownCpuUs}, or `ServiceProcess.cpuUs` for `tessera serve`).
 */
export async function measure(
  client: LoadClient,
  spec: LoadSpec,
  cpuUs: () => number | Promise<number>,
): Promise<MeasuredLoad> {
  const before = await cpuUs()
  const result = await client.run(spec)
  const cpu = (await cpuUs()) - before
  return { ...result, cpuUsPerRequest: cpu / Math.max(1, result.total) }
}
