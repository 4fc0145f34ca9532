/**
 * Preloaded (`--import`) into the `tessera serve` process the load benchmark starts: answers
 * each IPC message with this process's CPU time (`process.cpuUsage()`, user + system, in µs),
 * so that the benchmark can charge the service's CPU per request. Nothing else: the service runs
 * as users run it. The channel is unref'd, so it never keeps the process alive.
 * @module
 */

/** The answer to any message: CPU time used so far, in µs. */
export interface CpuReport {
  cpuUs: number
}

process.on('message', () => {
  const { user, system } = process.cpuUsage()
  process.send?.({ cpuUs: user + system } satisfies CpuReport)
})
process.channel?.unref()
