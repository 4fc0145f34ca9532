export interface BackoffOptions {
  /** First wait, in ms. */
  firstMs: number
  /** Longest wait, in ms. Default 10 000. */
  maxMs?: number
}

/** Waits that double from `firstMs` up to `maxMs`, with ±20 % jitter so instances spread out. */
export interface Backoff {
  /** The next wait, in ms. */
  next(): number
  /** Back to the first wait (after a success). */
  reset(): void
}

/**
 * Exponential backoff for reconnecting: 100, 200, 400 … ms up to the cap, each ±20 %.
 * @example const backoff = createBackoff({ firstMs: 100 }); setTimeout(retry, backoff.next())
 */
export function createBackoff(
  options: BackoffOptions,
  random: () => number = Math.random,
): Backoff {
  const maxMs = options.maxMs ?? 10_000
  let attempt = 0
  return {
    next() {
      const base = Math.min(maxMs, options.firstMs * 2 ** attempt)
      attempt += 1
      return Math.round(base * (0.8 + 0.4 * random()))
    },
    reset() {
      attempt = 0
    },
  }
}
