import {
  LOG_PREFIX,
  USER_ATTRIBUTES_COOKIE,
  ValidationError,
  getDeviceFromUserAgent,
} from '@tessera/core'
import type { UserAttributes } from '@tessera/core'
import type { CookieJar, CookieOptions } from './cookies.ts'

/**
 * Visitor attributes for targeting: the defaults every request carries (`urlPath`, `host`,
 * `device`) and a store for custom ones (`setClientUserAttributes`) persisted in the
 * `builder.userAttributes` cookie so that server and browser agree.
 * @module
 */

export interface DefaultUserAttributesOptions {
  /**
   * Page URL (absolute, or a path such as `/about?x=1`). Default: `location.href` in the
   * browser; on the server without it, `urlPath` and `host` are left out.
   */
  url?: string | URL
  /** User agent. Default: `navigator.userAgent` when available, else desktop. */
  userAgent?: string | null
}

function currentHref(): string | undefined {
  return typeof location === 'undefined' ? undefined : location.href
}

function currentUserAgent(): string | undefined {
  return typeof navigator === 'undefined' ? undefined : navigator.userAgent
}

/**
 * The attributes Builder's SDKs send by default: `urlPath` (the URL's path, `/` when empty),
 * `host` (with the port, if any) and `device` (`desktop` | `tablet` | `mobile`).
 * @example getDefaultUserAttributes({ url: 'https://a.com/shop?x=1', userAgent: req.headers['user-agent'] })
 * // → { urlPath: '/shop', host: 'a.com', device: 'desktop' }
 */
export function getDefaultUserAttributes(
  options: DefaultUserAttributesOptions = {},
): UserAttributes {
  const attributes: UserAttributes = {}
  const url = options.url ?? currentHref()
  if (url !== undefined) {
    try {
      const parsed = new URL(url)
      attributes.urlPath = parsed.pathname || '/'
      attributes.host = parsed.host
    } catch {
      // A path without origin: only urlPath is known.
      attributes.urlPath = String(url).split(/[?#]/)[0] || '/'
    }
  }
  const userAgent = options.userAgent === undefined ? currentUserAgent() : options.userAgent
  attributes.device = getDeviceFromUserAgent(userAgent)
  return attributes
}

export interface UserAttributesStoreOptions {
  /**
   * Where the attributes are persisted (`builder.userAttributes` = URI-encoded JSON) and read
   * from at creation. Default: none (memory only).
   */
  cookieJar?: CookieJar
  /** Options of the cookie. Default: `{ sameSite: 'Lax' }` (session cookie, path `/`). */
  cookieOptions?: CookieOptions
}

/** Custom visitor attributes of one browser tab or one server request. */
export interface UserAttributesStore {
  /** The custom attributes set so far (a copy). */
  getClientUserAttributes(): UserAttributes
  /**
   * Merges `attributes` over the current ones, writes the cookie and notifies subscribers.
   * @throws ValidationError when the attributes cannot be written as JSON.
   */
  setClientUserAttributes(attributes: UserAttributes): void
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: (attributes: UserAttributes) => void): () => void
}

function readCookie(jar: CookieJar | undefined): UserAttributes {
  const raw = jar?.get(USER_ATTRIBUTES_COOKIE)
  if (!raw) return {}
  try {
    const parsed: unknown = JSON.parse(decodeURIComponent(raw))
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      return parsed as UserAttributes
    }
  } catch {
    // handled below
  }
  console.warn(`${LOG_PREFIX}Ignored the ${USER_ATTRIBUTES_COOKIE} cookie: it is not a JSON object`)
  return {}
}

/**
 * Creates a store of custom user attributes (no module state: make one per tab or request).
 * @example
 * const store = createUserAttributesStore({ cookieJar: createDocumentCookieJar() })
 * store.setClientUserAttributes({ loggedIn: true })
 */
export function createUserAttributesStore(
  options: UserAttributesStoreOptions = {},
): UserAttributesStore {
  let current = readCookie(options.cookieJar)
  const listeners = new Set<(attributes: UserAttributes) => void>()
  return {
    getClientUserAttributes: () => ({ ...current }),
    setClientUserAttributes(attributes) {
      const next = { ...current, ...attributes }
      let json: string
      try {
        json = JSON.stringify(next)
      } catch (cause) {
        const reason = cause instanceof Error ? cause.message : String(cause)
        throw new ValidationError(`User attributes must be JSON-serialisable (${reason})`, {
          cause,
        })
      }
      current = next
      options.cookieJar?.set(
        USER_ATTRIBUTES_COOKIE,
        encodeURIComponent(json),
        options.cookieOptions ?? { sameSite: 'Lax' },
      )
      for (const listener of [...listeners]) {
        try {
          listener({ ...current })
        } catch (error) {
          console.error(`${LOG_PREFIX}A user attributes listener threw`, error)
        }
      }
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
  }
}
