/**
 * Coalesces concurrent identical work: while a call for a key is in flight, later calls for the
 * same key share its promise (its result or its error) instead of starting the work again. Once
 * it settles, the next call starts afresh: nothing is cached.
 */
export interface SingleFlight<T> {
  run(key: string, work: () => Promise<T>): Promise<T>
  /** Keys in flight now. */
  size(): number
}

/**
 * Creates a {@link SingleFlight}.
 * @example
 * const reports = createSingleFlight<Report>()
 * const report = await reports.run(`${spaceId}:${contentId}`, () => readReport(spaceId, contentId))
 */
export function createSingleFlight<T>(): SingleFlight<T> {
  const inFlight = new Map<string, Promise<T>>()
  return {
    run(key, work) {
      const running = inFlight.get(key)
      if (running) return running
      const started = (async () => {
        try {
          return await work()
        } finally {
          inFlight.delete(key)
        }
      })()
      inFlight.set(key, started)
      return started
    },
    size: () => inFlight.size,
  }
}
