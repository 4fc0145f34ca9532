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

/** How a batch left: `beacon` when `sendBeacon` accepted it, else `fetch`. */
export type SendTransport = 'beacon' | 'fetch'

/**
 * Sends one batch of events. An urgent send goes through `sendBeacon` first, called before any
 * `await` so that it still runs inside a `pagehide` handler; the body is sent as a string (a
 * CORS-safelisted `text/plain` request, so no preflight is needed across origins). If there is
 * no `sendBeacon`, or it refuses the data, the batch goes through `fetch` with `keepalive`.
 * Rejects with a `TesseraError` (code `HTTP`) when the request fails or answers an error status.
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
    throw new TesseraError('HTTP', 'Tracking request failed: network error', { cause: error })
  }
  // The answer is not needed; release the connection.
  response.body?.cancel().catch(() => undefined)
  if (!response.ok) {
    throw new TesseraError('HTTP', `Tracking request failed with status ${response.status}`)
  }
  return 'fetch'
}
