/**
 * The clock of the renderer benchmark: renders timed on the process's CPU time (steady when
 * other processes compete for the machine) and on the wall clock, rounds and their median.
 * @module
 */

/** Renders per second in one round, of CPU time and of wall-clock time. */
export interface RoundRates {
  cpu: number
  wall: number
}

/** Milliseconds of CPU time this process has used. */
function cpuMs(): number {
  const { user, system } = process.cpuUsage()
  return (user + system) / 1000
}

/**
 * Renders until `durationMs` of CPU time are spent (at least once); returns renders per second
 * of CPU time and of wall-clock time.
 */
export function measureRound(render: () => string, durationMs: number): RoundRates {
  let sink = 0
  let renders = 0
  const wallStart = performance.now()
  const cpuStart = cpuMs()
  let cpu = 0
  while (cpu < durationMs) {
    sink += render().length
    renders++
    cpu = cpuMs() - cpuStart
  }
  const wall = performance.now() - wallStart
  if (sink < 0) console.log(sink) // keeps the results alive
  return { cpu: (renders / cpu) * 1000, wall: (renders / wall) * 1000 }
}

/** Untimed renders: at least 3, and for at least `warmupMs`. */
export function warmUp(render: () => string, warmupMs: number): void {
  const start = performance.now()
  for (let i = 0; i < 3 || performance.now() - start < warmupMs; i++) render()
}

/** The median of `values` (0 for none). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}
