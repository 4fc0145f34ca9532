/**
 * Collects, while a response is computed, the earliest time at which it may stop being right
 * without any write (a scheduled entry starting or ending). The response cache serves the
 * response until then (see `CachedResponse.validUntil`).
 */
export interface ExpiryTracker {
  /** Notes that the response may change at `time` (epoch ms); times ≤ the start are ignored. */
  changesAt(time: number): void
  /** The earliest time noted, or `Infinity` when nothing was. */
  readonly validUntil: number
}

/**
 * An {@link ExpiryTracker} for a response computed at `now` (epoch ms).
 * @example
 * const expiry = createExpiryTracker(now)
 * expiry.changesAt(entry.startDate)
 * cache.set(key, spaceId, { ...response, validUntil: expiry.validUntil }, generation)
 */
export function createExpiryTracker(now: number): ExpiryTracker {
  let validUntil = Infinity
  return {
    changesAt(time) {
      if (time > now && time < validUntil) validUntil = time
    },
    get validUntil() {
      return validUntil
    },
  }
}
