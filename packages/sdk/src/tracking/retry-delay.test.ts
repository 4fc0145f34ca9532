import { describe, expect, it } from 'vitest'
import { TRACK_RETRY_MAX_ATTEMPTS, trackRetryDelayMs } from './retry-delay.ts'
import { TrackSendError } from './send-events.ts'

const busy = (retryAfterMs?: number) =>
  new TrackSendError('Tracking request failed with status 503', { status: 503, retryAfterMs })

describe('trackRetryDelayMs', () => {
  it('doubles from 1 s up to 30 s, between half and all of it (jitter)', () => {
    const delays = (random: number) =>
      Array.from({ length: TRACK_RETRY_MAX_ATTEMPTS }, (_, i) =>
        trackRetryDelayMs(busy(), i + 1, () => random),
      )
    expect(delays(0.999_999)).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000])
    expect(delays(0)).toEqual([500, 1000, 2000, 4000, 8000, 15_000])
  })

  it('never retries sooner than Retry-After, honoured up to 30 s', () => {
    expect(trackRetryDelayMs(busy(5000), 1, () => 0)).toBe(5000)
    expect(trackRetryDelayMs(busy(100), 2, () => 0)).toBe(1000)
    expect(trackRetryDelayMs(busy(3_600_000), 1, () => 0)).toBe(30_000)
  })

  it('gives up after the last attempt and for what retrying cannot fix', () => {
    expect(trackRetryDelayMs(busy(), TRACK_RETRY_MAX_ATTEMPTS + 1)).toBeUndefined()
    const status = (code: number) =>
      trackRetryDelayMs(new TrackSendError('failed', { status: code }), 1, () => 0)
    expect([429, 502, 503, 504].map(status)).toEqual([500, 500, 500, 500])
    expect([400, 413, 500].map(status)).toEqual([undefined, undefined, undefined])
    // No answer at all (offline, connection reset): retried.
    expect(trackRetryDelayMs(new TrackSendError('network error'), 1, () => 0)).toBe(500)
    expect(trackRetryDelayMs(new Error('other'), 1)).toBeUndefined()
  })
})
