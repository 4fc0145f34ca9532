/** The answer of {@link RateLimiter.take}. */
export interface RateDecision {
  allowed: boolean
  /** When refused: seconds until a request will be allowed again (at least 1). */
  retryAfterSeconds: number
}

/** Token buckets keyed by client address. */
export interface RateLimiter {
  /** Takes `cost` tokens (default 1) from `client`'s bucket, or none when it holds fewer. */
  take(client: string, cost?: number): RateDecision
}

export interface CreateRateLimiterOptions {
  /** Tokens added per minute per client. 0 disables the limit. */
  perMinute: number
  /** Most tokens a bucket holds (the burst). Default `perMinute`. */
  burst?: number
  /** Clock in epoch ms. Default `Date.now`. */
  now?: () => number
  /** Most clients remembered; the least recently seen are forgotten first. Default 10 000. */
  maxClients?: number
}

interface Bucket {
  tokens: number
  updatedAt: number
}

/**
 * A token-bucket rate limiter: each client may spend `burst` tokens at once (a request costs one,
 * or its bytes), then gets `perMinute` more per minute. Memory is bounded by `maxClients` (a forgotten client starts
 * with a full bucket, which only ever errs towards allowing).
 * @example
 * const limiter = createRateLimiter({ perMinute: 600 })
 * if (!limiter.take(address).allowed) return tooManyRequests()
 */
export function createRateLimiter(options: CreateRateLimiterOptions): RateLimiter {
  const { perMinute } = options
  const burst = options.burst ?? perMinute
  const now = options.now ?? Date.now
  const maxClients = options.maxClients ?? 10_000
  const perMs = perMinute / 60_000
  const buckets = new Map<string, Bucket>()

  return {
    take(client, cost = 1) {
      if (perMinute <= 0) return { allowed: true, retryAfterSeconds: 0 }
      const time = now()
      const bucket = buckets.get(client) ?? { tokens: burst, updatedAt: time }
      bucket.tokens = Math.min(burst, bucket.tokens + (time - bucket.updatedAt) * perMs)
      bucket.updatedAt = time
      // Re-inserting keeps the map in least-recently-seen order.
      buckets.delete(client)
      buckets.set(client, bucket)
      if (buckets.size > maxClients) buckets.delete(buckets.keys().next().value as string)
      if (bucket.tokens >= cost) {
        bucket.tokens -= cost
        return { allowed: true, retryAfterSeconds: 0 }
      }
      // A cost over the burst can never be paid: wait for a full bucket, as long as any.
      const waitMs = (Math.min(cost, burst) - bucket.tokens) / perMs
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) }
    },
  }
}
