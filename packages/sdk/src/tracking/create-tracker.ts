import { DEFAULT_API_HOST, LOG_PREFIX, TesseraError, ValidationError } from '@tessera/core'
import type { UserAttributes } from '@tessera/core'
import { createDocumentCookieJar } from '../cookies.ts'
import { getDefaultUserAttributes } from '../user-attributes.ts'
import { buildTrackedEvent } from './build-tracked-event.ts'
import type { TrackData } from './build-tracked-event.ts'
import { getClickDetails } from './get-click-details.ts'
import type { ClickElement, ClickEventLike } from './get-click-details.ts'
import { isBotUserAgent } from './is-bot-user-agent.ts'
import { observeFirstVisibility } from './observe-first-visibility.ts'
import { randomId } from './random-id.ts'
import { trackRetryDelayMs } from './retry-delay.ts'
import { sendEvents } from './send-events.ts'
import { createSessionId } from './session-id.ts'
import { createThrottledQueue } from './throttled-queue.ts'
import { resolveTrackerEnvironment } from './tracker-options.ts'
import type { TrackerLogger, TrackerOptions } from './tracker-options.ts'
import { createVisitorId } from './visitor-id.ts'

/** Which content (and variation) an event is about. */
export interface ContentRef {
  contentId: string
  variationId?: string
  metadata?: Record<string, unknown>
}

/** A conversion; `amount` is its value. */
export interface ConversionData {
  amount?: number
  contentId?: string
  variationId?: string
  metadata?: Record<string, unknown>
}

/** Records impressions, clicks and conversions of one site or page. Its methods never throw. */
export interface Tracker {
  /** Whether events are sent (false for bots, `canTrack: false`, the server, or no API key). */
  readonly enabled: boolean
  /** Tracks an event of any type. */
  track(type: string, data?: TrackData): void
  /** Tracks that content was seen. */
  trackImpression(ref: ContentRef): void
  /**
   * Tracks an impression the first time `element` is visible (once per content and tracker).
   * Returns a function that stops observing.
   */
  observeImpression(element: Element, ref: ContentRef): () => void
  /** Tracks a click on content; `element` is the content's wrapper. */
  trackClick(event: ClickEventLike, ref: ContentRef & { element?: ClickElement }): void
  /** Tracks a conversion. */
  trackConversion(data?: ConversionData): void
  /** Sends what is queued now; resolves when every send in flight has finished. */
  flush(): Promise<void>
  /** Removes listeners and observers, then flushes what is queued. Later calls are ignored. */
  dispose(): Promise<void>
}

const TRACK_PATH = '/api/v1/track'
const NOT_INITIALISED_MESSAGE = 'Tracking is not initialised: an API key is required (pass apiKey)'

const consoleLogger: TrackerLogger = {
  debug: (message, ...details) => console.debug(message, ...details),
  warn: (message, ...details) => console.warn(message, ...details),
}

/**
 * Creates the visit tracker of a site or page. Events are queued and sent in batches (one
 * `POST {apiHost}/api/v1/track` per 5 ms at most); when the page is hidden the queue leaves
 * through `sendBeacon`. Nothing is sent, and no cookie or storage is written, for bots, with
 * `canTrack: false` or without a window. Without an API key every call logs a `TesseraError`
 * (code `NOT_INITIALISED`). Failed sends are logged at debug level and never thrown.
 *
 * A batch the service refuses for now (429 or 503 with `Retry-After`, a 502 / 504, or no answer:
 * the service busy or the visitor offline) is kept and sent again with the next events, after an
 * exponential backoff with jitter (`trackRetryDelayMs`: 1 s doubling to 30 s, never sooner than
 * `Retry-After`), up to 6 times in a row before those events are given up (logged at debug).
 * At most 400 events are held, the oldest given up first: sent again in one request, 400 events
 * of the usual size (about 450 bytes) stay well under the service's 256 KiB body limit.
 * When the visitor leaves (the page hidden), everything held goes at once through `sendBeacon`
 * whatever the backoff; the browser sends it after the page is gone and nobody reads the answer,
 * so a beacon the service refuses then (queue still full) is lost, as are events beyond the
 * browser's beacon quota (64 KB in flight).
 * @example
 * const tracker = createTracker({ apiKey: 'public-key' })
 * tracker.observeImpression(element, { contentId: entry.id, variationId: entry.testVariationId })
 */
export function createTracker(options: TrackerOptions): Tracker {
  const env = resolveTrackerEnvironment(options)
  const logger = options.logger ?? consoleLogger
  const apiKey = typeof options.apiKey === 'string' ? options.apiKey.trim() : ''
  const enabled =
    apiKey !== '' &&
    options.canTrack !== false &&
    env.window !== undefined &&
    !isBotUserAgent(env.userAgent)
  const url = `${(options.apiHost ?? DEFAULT_API_HOST).replace(/\/+$/, '')}${TRACK_PATH}`
  const createId = options.uuid ?? (() => randomId({ random: options.random }))
  const cookieJar =
    options.cookieJar ??
    (env.cookieDocument ? createDocumentCookieJar(env.cookieDocument) : undefined)
  const session = createSessionId({ cookieJar, createId, now: options.now })
  const visitor = createVisitorId({ storage: env.storage, createId })
  const impressed = new Set<string>()
  const clicked = new Set<string>()
  const stopObserving = new Set<() => void>()
  let disposed = false

  const queue = createThrottledQueue<string>({
    now: options.now,
    send: (items, { urgent }) => {
      session.renew()
      const body = `{"events":[${items.join(',')}]}`
      return sendEvents({ url, body, urgent, fetch: env.fetch, sendBeacon: env.sendBeacon }).then(
        () => undefined,
      )
    },
    onError: (error) => logger.debug(`${LOG_PREFIX}Tracking request failed`, error),
    retryDelayMs: (error, attempt) => trackRetryDelayMs(error, attempt, options.random),
    onGiveUp: (count) => logger.debug(`${LOG_PREFIX}Tracking: ${count} events given up`),
  })

  /** Whether a call may go ahead; explains a missing API key. */
  const isActive = (): boolean => {
    if (apiKey === '') {
      const error = new TesseraError('NOT_INITIALISED', NOT_INITIALISED_MESSAGE)
      logger.warn(`${LOG_PREFIX}${error.message}`, error)
      return false
    }
    return enabled && !disposed
  }

  const readOwnUserAttributes = (): UserAttributes | undefined => {
    const source = options.userAttributes
    if (typeof source !== 'function') return source
    try {
      return source()
    } catch (error) {
      logger.debug(`${LOG_PREFIX}userAttributes() failed`, error)
      return undefined
    }
  }
  /**
   * What every event carries, as Builder's gen-2 SDK sends: the default attributes of the page
   * (`urlPath`, `host`, `device` from the user agent), then the tracker's own over them.
   */
  const readUserAttributes = (): UserAttributes => ({
    ...getDefaultUserAttributes({
      url: env.window?.location?.href,
      userAgent: env.userAgent ?? null,
    }),
    ...readOwnUserAttributes(),
  })

  const enqueue = (type: string, data: TrackData): void => {
    if (typeof type !== 'string' || type === '') {
      const error = new ValidationError('Tracking event type must be a non-empty string')
      logger.warn(`${LOG_PREFIX}${error.message}`, error)
      return
    }
    let json: string
    try {
      const event = buildTrackedEvent(type, data, {
        ownerId: apiKey,
        sessionId: session.get(),
        visitorId: visitor.get(),
        userAttributes: readUserAttributes(),
        url: env.window?.location?.href,
      })
      json = JSON.stringify(event)
    } catch (cause) {
      const error = new ValidationError(`Tracking event "${type}" cannot be serialised as JSON`, {
        cause,
      })
      logger.warn(`${LOG_PREFIX}${error.message}`, error)
      return
    }
    queue.push(json)
  }

  const trackImpression = (ref: ContentRef): void => {
    if (isActive()) enqueue('impression', { ...ref })
  }

  const onHidden = (): void => {
    if (env.document?.visibilityState === 'hidden') void queue.flush({ urgent: true })
  }
  const onPageHide = (): void => void queue.flush({ urgent: true })
  if (enabled) {
    env.document?.addEventListener('visibilitychange', onHidden)
    env.window?.addEventListener('pagehide', onPageHide)
  }

  return {
    enabled,
    track(type, data = {}) {
      if (isActive()) enqueue(type, data)
    },
    trackImpression,
    observeImpression(element, ref) {
      if (!isActive()) return () => undefined
      const key = ref.contentId
      if (impressed.has(key)) return () => undefined
      // `onVisible` may run synchronously (no IntersectionObserver), before `stop` is assigned.
      let seen = false
      let stop: () => void = () => undefined
      stop = observeFirstVisibility({
        element,
        IntersectionObserver: env.IntersectionObserver,
        onVisible: () => {
          seen = true
          stopObserving.delete(stop)
          if (impressed.has(key) || disposed) return
          impressed.add(key)
          trackImpression(ref)
        },
      })
      if (!seen) stopObserving.add(stop)
      return () => {
        stop()
        stopObserving.delete(stop)
      }
    },
    trackClick(event, { element, ...ref }) {
      if (!isActive()) return
      const details = getClickDetails(event, element)
      const { targetBuilderElement, targetOffset, builderTargetOffset, builderElementIndex } =
        details
      const unique = !clicked.has(ref.contentId)
      clicked.add(ref.contentId)
      enqueue('click', {
        ...ref,
        unique,
        ...(targetBuilderElement === undefined ? {} : { targetBuilderElement }),
        metadata: {
          ...(targetOffset && { targetOffset }),
          ...(builderTargetOffset && { builderTargetOffset }),
          ...(builderElementIndex !== undefined && { builderElementIndex }),
          ...ref.metadata,
        },
      })
    },
    trackConversion(data = {}) {
      if (!isActive()) return
      const { amount, ...rest } = data
      if (amount !== undefined && !(typeof amount === 'number' && Number.isFinite(amount))) {
        const error = new ValidationError(
          `Conversion amount must be a finite number, received ${String(amount)}; the conversion is sent without it`,
        )
        logger.warn(`${LOG_PREFIX}${error.message}`, error)
        enqueue('conversion', rest)
        return
      }
      enqueue('conversion', amount === undefined ? rest : { ...rest, amount })
    },
    flush: () => queue.flush(),
    dispose() {
      if (!disposed) {
        disposed = true
        env.document?.removeEventListener('visibilitychange', onHidden)
        env.window?.removeEventListener('pagehide', onPageHide)
        for (const stop of stopObserving) stop()
        stopObserving.clear()
      }
      return queue.flush()
    },
  }
}
