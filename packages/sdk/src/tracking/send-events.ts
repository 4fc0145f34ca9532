import { TesseraError } from '@tessera/core'

/** `fetch` as tracking calls it. */
export type TrackFetch = (url: string, init: RequestInit) => Promise<Response>
/** `navigator.sendBeacon` as tracking calls it. */
export type TrackSendBeacon = (url: string, data: BodyInit) => boolean

export interface SendEventsOptions {
  /** The full track endpoint, `{apiHost}/api/v1/track`. */
  url: string
  /** JSON text of `{ "events": [...] }`. */
  body: string
  /** The page is being hidden: prefer `sendBeacon`, else `fetch` with `keepalive`. */
  urgent: boolean
  /** Default: none (nothing can be sent). */
  fetch?: TrackFetch | undefined
  /** Default: none (urgent sends use `fetch` with `keepalive`). */
  sendBeacon?: TrackSendBeacon | undefined
}

/**
 * A batch the service did not take. `retryable`: the events may be sent again (no answer at all,
 * 429, 502, 503 or 504: the service was busy, limited or unreachable); other statuses mean the
 * batch itself was refused (400, 413) or broke something (500), and sending it again would not
 * help. `retryAfterMs` is the service's `Retry-After`, when it sent one.
 */
export class TrackSendError extends TesseraError {
  readonly status: number | undefined
  readonly retryable: boolean
  readonly retryAfterMs: number | undefined

  constructor(
    message: string,
    options: { status?: number; retryAfterMs?: number; cause?: unknown } = {},
  ) {
    super('HTTP', message, { cause: options.cause })
    this.status = options.status
    this.retryable = options.status === undefined || [429, 502, 503, 504].includes(options.status)
    this.retryAfterMs = options.retryAfterMs
  }
}

/** `Retry-After` in ms: delay-seconds or an HTTP date (from `now`); undefined when unreadable. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  const text = value?.trim()
  if (!text) return undefined
  if (/^\d+$/.test(text)) return Number(text) * 1000
  const date = Date.parse(text)
  return Number.isNaN(date) ? undefined : Math.max(0, date - now)
}

/** How a batch left: `beacon` when `sendBeacon` accepted it, else `fetch`. */
export type SendTransport = 'beacon' | 'fetch'

/**
 * Sends one batch of events. An urgent send goes through `sendBeacon` first, called before any
 * `await` so that it still runs inside a `pagehide` handler; the body is sent as a string (a
 * CORS-safelisted `text/plain` request, so no preflight is needed across origins). If there is
 * no `sendBeacon`, or it refuses the data, the batch goes through `fetch` with `keepalive`.
 * Rejects with a {@link TrackSendError} (code `HTTP`) when the request fails or answers an
 * error status; it says whether the batch may be sent again.
 */
export async function sendEvents(options: SendEventsOptions): Promise<SendTransport> {
  const { url, body, urgent, fetch, sendBeacon } = options
  if (urgent && sendBeacon) {
    let accepted = false
    try {
      accepted = sendBeacon(url, body)
    } catch {
      // Some browsers refuse certain payloads by throwing: fall back to fetch.
    }
    if (accepted) return 'beacon'
  }
  if (!fetch) throw new TesseraError('HTTP', 'Tracking request failed: no fetch available')
  let response: Response
  try {
    response = await fetch(url, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json' },
      mode: 'cors',
      ...(urgent ? { keepalive: true } : {}),
    })
  } catch (error) {
    throw new TrackSendError('Tracking request failed: network error', { cause: error })
  }
  // The answer is not needed; release the connection.
  response.body?.cancel().catch(() => undefined)
  if (!response.ok) {
    throw new TrackSendError(`Tracking request failed with status ${response.status}`, {
      status: response.status,
      retryAfterMs: parseRetryAfter(response.headers.get('retry-after')),
    })
  }
  return 'fetch'
}
