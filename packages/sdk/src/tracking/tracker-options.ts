import type { UserAttributes } from '@tessera/core'
import type { CookieJar } from '../cookies.ts'
import type { VisibilityObserverConstructor } from './observe-first-visibility.ts'
import type { TrackFetch, TrackSendBeacon } from './send-events.ts'
import type { VisitorIdStorage } from './visitor-id.ts'

/** Where tracking writes its diagnostics. */
export interface TrackerLogger {
  debug(message: string, ...details: unknown[]): void
  warn(message: string, ...details: unknown[]): void
}

/** The parts of `document` that tracking uses. */
export interface TrackerDocument {
  readonly visibilityState: string
  addEventListener(type: 'visibilitychange', listener: () => void): void
  removeEventListener(type: 'visibilitychange', listener: () => void): void
}

/** The parts of `window` that tracking uses. */
export interface TrackerWindow {
  readonly location?: { readonly href: string }
  addEventListener(type: 'pagehide', listener: () => void): void
  removeEventListener(type: 'pagehide', listener: () => void): void
}

/** Options of {@link createTracker}. Browser globals are only read when an option is omitted. */
export interface TrackerOptions {
  /** The space's public API key, sent as `ownerId`. Required: without it nothing is tracked. */
  apiKey: string | undefined
  /** Base URL of the content service. Default: `DEFAULT_API_HOST`. */
  apiHost?: string
  /** `false` turns tracking off entirely (consent, previews). Default: `true`. */
  canTrack?: boolean
  /** Tracking is off for bots. Default: `navigator.userAgent` when there is a navigator. */
  userAgent?: string
  /** Sends the batches. Default: `globalThis.fetch`. */
  fetch?: TrackFetch | null
  /** Sends the last batch as the page hides. Default: `navigator.sendBeacon` when present. */
  sendBeacon?: TrackSendBeacon | null
  /** Holds the `builderSessionId` cookie. Default: `document.cookie` in a browser, else none. */
  cookieJar?: CookieJar | null
  /** Keeps the `builderVisitorId`. Default: `localStorage` when it is usable, else none. */
  storage?: VisitorIdStorage | null
  /** Its `visibilitychange` to `hidden` flushes with `sendBeacon`. Default: `document`. */
  document?: TrackerDocument | null
  /**
   * Its `pagehide` flushes with `sendBeacon`; without a window (on the server) nothing is
   * tracked. Default: `window` when present.
   */
  window?: TrackerWindow | null
  /** Detects impressions. Default: `IntersectionObserver` when present (else impressions are immediate). */
  IntersectionObserver?: VisibilityObserverConstructor | null
  /**
   * Attributes attached to every event (or a function returning them), over the defaults every
   * event carries (`urlPath`, `host` of the window's location, `device` of the user agent).
   * Default: the defaults only.
   */
  userAttributes?: UserAttributes | (() => UserAttributes | undefined)
  /** Diagnostics: failed sends at debug level, misuse as warnings. Default: `console`. */
  logger?: TrackerLogger
  /** Clock in ms (throttle and session expiry). Default: `Date.now`. */
  now?: () => number
  /** Random numbers in [0, 1): ids when Web Crypto is missing, the jitter of retries. Default: `Math.random`. */
  random?: () => number
  /** Makes session and visitor ids. Default: a UUID v4 without dashes. */
  uuid?: () => string
}

/** Reads a global that may be missing or may throw on access (`localStorage` in a sandbox). */
function readGlobal<T>(read: () => T | undefined): T | undefined {
  try {
    return read()
  } catch {
    return undefined
  }
}

/** `undefined` → the default, `null` → none, anything else as given. */
function choose<T>(value: T | null | undefined, fallback: () => T | undefined): T | undefined {
  if (value === null) return undefined
  return value ?? readGlobal(fallback)
}

/** The environment of a tracker, with every default applied. */
export interface TrackerEnvironment {
  userAgent: string | undefined
  fetch: TrackFetch | undefined
  sendBeacon: TrackSendBeacon | undefined
  storage: VisitorIdStorage | undefined
  document: TrackerDocument | undefined
  window: TrackerWindow | undefined
  IntersectionObserver: VisibilityObserverConstructor | undefined
  /** The document's cookie, when `cookieJar` is omitted and there is a real document. */
  cookieDocument: Pick<Document, 'cookie'> | undefined
}

/** Applies the browser defaults of the options that were omitted. */
export function resolveTrackerEnvironment(options: TrackerOptions): TrackerEnvironment {
  const doc = choose<TrackerDocument>(options.document, () => globalThis.document)
  return {
    userAgent: options.userAgent ?? readGlobal(() => globalThis.navigator?.userAgent),
    fetch: choose<TrackFetch>(options.fetch, () =>
      typeof globalThis.fetch === 'function'
        ? (url, init) => globalThis.fetch(url, init)
        : undefined,
    ),
    sendBeacon: choose<TrackSendBeacon>(options.sendBeacon, () => {
      const nav = globalThis.navigator
      return typeof nav?.sendBeacon === 'function' ? nav.sendBeacon.bind(nav) : undefined
    }),
    storage: choose<VisitorIdStorage>(options.storage, () => globalThis.localStorage),
    document: doc,
    window: choose<TrackerWindow>(options.window, () => globalThis.window),
    IntersectionObserver: choose<VisibilityObserverConstructor>(
      options.IntersectionObserver,
      () => globalThis.IntersectionObserver,
    ),
    cookieDocument:
      options.cookieJar === undefined && doc && 'cookie' in doc
        ? (doc as TrackerDocument & Pick<Document, 'cookie'>)
        : undefined,
  }
}
