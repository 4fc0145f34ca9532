import { expect } from 'vitest'

/**
 * `expect.poll` with room for a busy machine (the suite runs beside the unit tests on two
 * cores): retries `read` every 100 ms for up to 10 s.
 */
export function eventually<T>(read: () => T | Promise<T>) {
  return expect.poll(read, { timeout: 10_000, interval: 100 })
}
