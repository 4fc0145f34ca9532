import { HttpError } from '@tessera/core'
import type { ContentStore } from '../store/types.ts'
import { createRateLimiter } from '../tracking/rate-limiter.ts'
import type { RateDecision, RateLimiter } from '../tracking/rate-limiter.ts'
import type { FormQuotaConfig } from './form-quota-config.ts'

/** The quota of form submissions, checked per request (see {@link createFormQuota}). */
export interface FormQuota {
  /** Before the body is read: the submission counts of the client and the space. */
  admit(client: string, spaceId: string): void
  /** Once the body is read, before anything is stored: its bytes, and the space's storage. */
  charge(client: string, spaceId: string, bytes: number): Promise<void>
}

export interface CreateFormQuotaOptions {
  config: FormQuotaConfig
  store: ContentStore
  /** Clock in epoch ms. Default `Date.now`. */
  now?: () => number
}

function refuse(decision: RateDecision, message: string): void {
  if (decision.allowed) return
  throw new HttpError(429, 'QUOTA_EXCEEDED', message, {
    cause: { retryAfterSeconds: decision.retryAfterSeconds },
  })
}

/** Seconds to wait before retrying, when `error` is a refusal of the quota with a wait. */
export function retryAfterOf(error: unknown): number | undefined {
  if (!(error instanceof HttpError) || error.errorCode !== 'QUOTA_EXCEEDED') return undefined
  const seconds = (error.cause as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds
  return typeof seconds === 'number' ? seconds : undefined
}

/**
 * The limits of `POST /api/v1/form-submit`, which anyone with a site's public key may call:
 * submissions and bytes per client address (per minute, per hour), the same per space (so
 * that many addresses together cannot flood a space), and the total a space may store. Each is
 * a token bucket (a burst, then a steady rate). A refusal is a 429 `QUOTA_EXCEEDED` saying which
 * limit, with the wait in `Retry-After` when waiting helps; nothing of the refused submission is
 * stored.
 */
export function createFormQuota(options: CreateFormQuotaOptions): FormQuota {
  const { config, store, now } = options
  const hourly = (perHour: number): RateLimiter =>
    createRateLimiter({ perMinute: perHour / 60, burst: perHour, now })
  const clientCount = createRateLimiter({ perMinute: config.clientPerMinute, now })
  const clientBytes = hourly(config.clientBytesPerHour)
  const spaceCount = hourly(config.spacePerHour)
  const spaceBytes = hourly(config.spaceBytesPerHour)
  return {
    admit(client, spaceId) {
      refuse(
        clientCount.take(client),
        `Too many form submissions from this address: at most ${config.clientPerMinute} a minute`,
      )
      refuse(
        spaceCount.take(spaceId),
        `Too many form submissions to this site: at most ${config.spacePerHour} an hour`,
      )
    },
    async charge(client, spaceId, bytes) {
      refuse(
        clientBytes.take(client, bytes),
        `Too many bytes of form submissions from this address: at most ${config.clientBytesPerHour} an hour`,
      )
      refuse(
        spaceBytes.take(spaceId, bytes),
        `Too many bytes of form submissions to this site: at most ${config.spaceBytesPerHour} an hour`,
      )
      if (config.storageMaxBytes <= 0) return
      const stored = await store.submissionBytes({ spaceId })
      if (stored + bytes > config.storageMaxBytes) {
        throw new HttpError(
          429,
          'QUOTA_EXCEEDED',
          `This site's form submissions are full (${stored} of ${config.storageMaxBytes} bytes): an admin can raise TESSERA_FORM_STORAGE_MAX_BYTES or delete old submissions`,
        )
      }
    },
  }
}
