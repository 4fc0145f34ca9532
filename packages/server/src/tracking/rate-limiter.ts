/** The answer of {@link RateLimiter.take}. */
export interface RateDecision {
  allowed: boolean
  /** When refused: seconds until a request will be allowed again (at least 1). */
  retryAfterSeconds: number
}

/** Token buckets keyed by client address. */
export interface RateLimiter {
  /** Takes one token from `client`'s bucket. */
  take(client: string): RateDecision
}

export interface CreateRateLimiterOptions {
  /** Requests per minute per client; the bucket also holds this many (the burst). 0 disables. */
  perMinute: number
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
 * A token-bucket rate limiter: each client may send `perMinute` requests at once, then one more
 * every `60 / perMinute` seconds. Memory is bounded by `maxClients` (a forgotten client starts
 * with a full bucket, which only ever errs towards allowing).
 * @example
 * const limiter = createRateLimiter({ perMinute: 600 })
 * if (!limiter.take(address).allowed) return tooManyRequests()
 */
export function createRateLimiter(options: CreateRateLimiterOptions): RateLimiter {
  const { perMinute } = options
  const now = options.now ?? Date.now
  const maxClients = options.maxClients ?? 10_000
  const perMs = perMinute / 60_000
  const buckets = new Map<string, Bucket>()

  return {
    take(client) {
      if (perMinute <= 0) return { allowed: true, retryAfterSeconds: 0 }
      const time = now()
      const bucket = buckets.get(client) ?? { tokens: perMinute, updatedAt: time }
      bucket.tokens = Math.min(perMinute, bucket.tokens + (time - bucket.updatedAt) * perMs)
      bucket.updatedAt = time
      // Re-inserting keeps the map in least-recently-seen order.
      buckets.delete(client)
      buckets.set(client, bucket)
      if (buckets.size > maxClients) buckets.delete(buckets.keys().next().value as string)
      if (bucket.tokens >= 1) {
        bucket.tokens -= 1
        return { allowed: true, retryAfterSeconds: 0 }
      }
      const waitMs = (1 - bucket.tokens) / perMs
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) }
    },
  }
}
