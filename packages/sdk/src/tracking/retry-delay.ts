import { TrackSendError } from './send-events.ts'

/** Refused sends in a row after which the events of the last one are given up. */
export const TRACK_RETRY_MAX_ATTEMPTS = 6
/** The first wait after a refused send, in ms; it doubles on each refusal in a row. */
export const TRACK_RETRY_BASE_MS = 1000
/** The longest wait between two tries, in ms (also the most of a `Retry-After` honoured). */
export const TRACK_RETRY_MAX_MS = 30_000

/**
 * How long to wait before sending again the events of a refused batch, or undefined to give them
 * up: not retryable (see {@link TrackSendError}), or `attempt` (1 for the first retry) past
 * {@link TRACK_RETRY_MAX_ATTEMPTS}. Exponential backoff from {@link TRACK_RETRY_BASE_MS}, capped
 * at {@link TRACK_RETRY_MAX_MS}, with jitter (between half and all of it, so that the visitors a
 * busy service refused at once do not all come back at once), and never less than the service's
 * `Retry-After`. With the defaults the tries span about 30 to 60 s before the events are given up.
 */
export function trackRetryDelayMs(
  error: unknown,
  attempt: number,
  random: () => number = Math.random,
): number | undefined {
  if (!(error instanceof TrackSendError) || !error.retryable) return undefined
  if (attempt < 1 || attempt > TRACK_RETRY_MAX_ATTEMPTS) return undefined
  const backoff = Math.min(TRACK_RETRY_MAX_MS, TRACK_RETRY_BASE_MS * 2 ** (attempt - 1))
  const jittered = backoff * (0.5 + random() / 2)
  return Math.round(Math.max(jittered, Math.min(error.retryAfterMs ?? 0, TRACK_RETRY_MAX_MS)))
}
